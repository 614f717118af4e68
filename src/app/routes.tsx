import { createElement, type ComponentType } from 'react';
import { lazyWithPreload, type PreloadableComponent } from '@/components/lazyWithPreload';
import type { RouteObject } from 'react-router-dom';
import {
  localizedPath,
  NOT_FOUND_MODULE,
  SITE_PAGES,
  unlocalizedPath,
  URL_LANGUAGES,
  type SitePage,
} from '@/sitePages';

type PageProps = Pick<SitePage, 'variant'>;
/** A page module: the page, and what it renders later (below the fold), to fetch ahead of hydration. */
type PageModule = { default: ComponentType<PageProps>; preloadBelowFold?: () => Promise<void> };

/** Preloaded for hydration, a page brings what it renders below the fold too; rendered by the app, only itself. */
function lazyPage(load: () => Promise<PageModule>) {
  return lazyWithPreload<PageProps, PageModule>(
    load,
    (module) => module.preloadBelowFold?.() ?? Promise.resolve(),
  );
}

/** Each page module is its own chunk; the HTML of a route loads the one it shows (scripts/vite/prerender.ts). */
const pageModules: Record<SitePage['module'] | typeof NOT_FOUND_MODULE, PreloadableComponent<PageProps>> = {
  TrainingPage: lazyPage(() => import('@/pages/TrainingPage') as Promise<PageModule>),
  GeneralPage: lazyPage(() => import('@/pages/GeneralPage')),
  NotFoundPage: lazyPage(() => import('@/pages/NotFoundPage')),
};

/** The page `pathname` shows, under its language prefix too; null for the not-found page. */
export function sitePageAt(pathname: string): SitePage | null {
  const path = unlocalizedPath(pathname).replace(/(.)\/$/, '$1');
  return SITE_PAGES.find((page) => page.path === path) ?? null;
}

/** Fetches the code of the page at `pathname`, so it renders without suspending. */
export function preloadPageAt(pathname: string): Promise<void> {
  return pageModules[sitePageAt(pathname)?.module ?? NOT_FOUND_MODULE].preload();
}

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
  { path: '*', element: createElement(pageModules[NOT_FOUND_MODULE]) },
];
