import { createElement, lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { localizedPath, SITE_PAGES, URL_LANGUAGES, type SitePage } from '@/sitePages';

type PageProps = Pick<SitePage, 'variant'>;

/** Each page module is its own chunk; the HTML of a route preloads the one it shows (scripts/vite/sitePlugin.ts). */
const pageModules: Record<SitePage['module'], ComponentType<PageProps>> = {
  TrainingPage: lazy(() => import('@/pages/TrainingPage')) as ComponentType<PageProps>,
  GeneralPage: lazy(() => import('@/pages/GeneralPage')),
};
const NotFoundPage = lazy(() => import('@/pages/NotFoundPage'));

/**
 * Every page at its spec route (`/general`, language detected) and at its language URLs (`/en/general`, language
 * fixed by the path when the document loads); anything else, under `/en/` too, is the not-found page.
 */
export const siteRoutes: RouteObject[] = [
  ...[null, ...URL_LANGUAGES].flatMap((language) =>
    SITE_PAGES.map((page) => ({
      path: localizedPath(page.path, language),
      element: createElement(pageModules[page.module], { variant: page.variant }),
    })),
  ),
  { path: '*', element: <NotFoundPage /> },
];
