import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { Namespace } from '@/i18n/resources';
import { lazyPage } from './lazyPage';

const training = lazyPage(() => import('@/pages/TrainingPage'));
const general = lazyPage(() => import('@/pages/GeneralPage'));
const notFound = lazyPage(() => import('@/pages/NotFoundPage'));

type SiteRoute = RouteObject & {
  preload: () => Promise<unknown>;
  /** Locale namespaces the page renders at once (besides `common`), loaded with i18next's init. */
  namespaces: readonly Namespace[];
};

/** The site's three routes; anything else is the not-found page. No route has parameters. */
export const siteRoutes: SiteRoute[] = [
  {
    path: '/',
    element: <training.Page variant="full" />,
    preload: training.preload,
    namespaces: ['training'],
  },
  {
    path: '/training',
    element: <training.Page variant="training" />,
    preload: training.preload,
    namespaces: ['training'],
  },
  { path: '/general', element: <general.Page />, preload: general.preload, namespaces: ['general'] },
  { path: '*', element: <notFound.Page />, preload: notFound.preload, namespaces: [] },
];

function routeAt(pathname: string): SiteRoute | undefined {
  return matchRoutes(siteRoutes, pathname)?.[0]?.route as SiteRoute | undefined;
}

/** Starts loading the chunk of the page at `pathname`. */
export function preloadRoute(pathname: string): Promise<unknown> {
  return routeAt(pathname)?.preload() ?? Promise.resolve();
}

/** The locale namespaces the page at `pathname` needs for its first render. */
export function routeNamespaces(pathname: string): readonly Namespace[] {
  return routeAt(pathname)?.namespaces ?? [];
}
