import type { i18n } from 'i18next';
import { createElement, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyWithPreload } from '@/components/lazyWithPreload';
import { loadNamespaces } from '@/i18n/createI18n';
import { preloadLayout } from '@/components/SiteLayout';
import { LANGUAGES } from '@/languages';
import { localizedPath, NOT_FOUND_MODULE, SITE_PAGES, sitePageAt, type SitePage } from '@/sitePages';

type PageProps = Pick<SitePage, 'variant'>;
/** A preload fetches what the page renders below the fold too, ahead of hydration. */
type PageModule = { default: ComponentType<PageProps>; preloadBelowFold?: () => Promise<void> };

const lazyPage = (load: () => Promise<PageModule>) =>
  lazyWithPreload<PageProps, PageModule>(load, (module) => module.preloadBelowFold?.() ?? Promise.resolve());

// Stryker disable next-line all: Vite reads import.meta.glob's arguments as literals at build time
const moduleFiles = import.meta.glob<PageModule>('../pages/*.tsx');
const pageModules: Record<string, ReturnType<typeof lazyPage>> = Object.fromEntries(
  Object.entries(moduleFiles).map(([file, load]) => [/([^/]+)\.tsx$/.exec(file)![1]!, lazyPage(load)]),
);
for (const module of [...SITE_PAGES.map((page) => page.module), NOT_FOUND_MODULE])
  if (!pageModules[module])
    throw new Error(
      `src/sitePages.ts names the page module ${module}, but src/pages/${module}.tsx is missing`,
    );

/** Fetches what the page at `pathname` renders at once, so nothing suspends. */
export function preloadPageAt(pathname: string, i18n: i18n) {
  const page = sitePageAt(pathname);
  const code = pageModules[page?.module ?? NOT_FOUND_MODULE]!.preload();
  return Promise.all([code, preloadLayout(), loadNamespaces(i18n, page?.namespaces ?? [])]);
}

export const siteRoutes: RouteObject[] = [
  ...[null, ...LANGUAGES].flatMap((language) =>
    SITE_PAGES.map((page) => ({
      path: localizedPath(page.path, language),
      element: createElement(pageModules[page.module]!, { variant: page.variant }),
    })),
  ),
  { path: '*', element: createElement(pageModules[NOT_FOUND_MODULE]!) },
];
