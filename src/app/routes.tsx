import { matchRoutes, type RouteObject } from 'react-router-dom';
import { lazyPage } from './lazyPage';

const training = lazyPage(() => import('@/pages/TrainingPage'));
const general = lazyPage(() => import('@/pages/GeneralPage'));
const notFound = lazyPage(() => import('@/pages/NotFoundPage'));

type SiteRoute = RouteObject & { preload: () => Promise<unknown> };

/** The site's three routes; anything else is the not-found page. No route has parameters. */
export const siteRoutes: SiteRoute[] = [
  { path: '/', element: <training.Page variant="full" />, preload: training.preload },
  { path: '/training', element: <training.Page variant="training" />, preload: training.preload },
  { path: '/general', element: <general.Page />, preload: general.preload },
  { path: '*', element: <notFound.Page />, preload: notFound.preload },
];

/** Starts loading the chunk of the page at `pathname`. */
export function preloadRoute(pathname: string): Promise<unknown> {
  const match = matchRoutes(siteRoutes, pathname)?.[0]?.route as SiteRoute | undefined;
  return match ? match.preload() : Promise.resolve();
}
