/**
 * The site's pages: the one table every other list derives from (the router, head tags, the sitemap, the build's
 * HTML files and preloads, the bench and the tests). Plain data, so Node can read it too.
 */
import { isLanguage, type Language, type Namespace } from './languages.ts';

export type SitePage = {
  /** The spec's route: the language comes from detection. */
  path: '/' | '/training' | '/general';
  /** The page module under src/pages that renders it. */
  module: 'TrainingPage' | 'GeneralPage';
  /** `/training` is `/` without the contact block and the security section's own heading and buttons. */
  variant?: 'full' | 'training';
  /** Locale namespaces the page renders at once, besides `common`. */
  namespaces: readonly Namespace[];
};

export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', module: 'TrainingPage', variant: 'full', namespaces: ['training'] },
  { path: '/training', module: 'TrainingPage', variant: 'training', namespaces: ['training'] },
  { path: '/general', module: 'GeneralPage', namespaces: ['general'] },
];

export const NOT_FOUND_MODULE = 'NotFoundPage';

/**
 * The address of `page` in `language` (`/en`, `/en/general`), or the spec route without one: every language has its
 * prefix, which fixes the language whatever the visitor's location.
 */
export function localizedPath(path: string, language?: Language | null): string {
  if (!language) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** The language a path fixes (`/en/...` is English), or null for the spec routes and anything else. */
export function pathLanguage(pathname: string): Language | null {
  const first = /^\/([^/]+)/.exec(pathname)?.[1];
  return isLanguage(first) ? first : null;
}

/** `/en/general` → `/general`: the spec route a path shows. */
export function unlocalizedPath(pathname: string): string {
  const language = pathLanguage(pathname);
  return language ? pathname.slice(language.length + 1) || '/' : pathname;
}

/** The page `pathname` shows, under a language prefix too (`/en/general/`); null for the not-found page. */
export function sitePageAt(pathname: string): SitePage | null {
  const path = unlocalizedPath(pathname).replace(/(.)\/$/, '$1');
  return SITE_PAGES.find((page) => page.path === path) ?? null;
}

/** `?lng=` with a language's code (`?lng=en`) fixes the language for one visit; any other value is ignored. */
export function queryLanguage(search: string): Language | null {
  const value = new URLSearchParams(search).get('lng');
  return isLanguage(value) ? value : null;
}
