/** The one table of pages every other list derives from; plain data, so Node can read it too. */
import { isLanguage, type Language, type Namespace } from './languages.ts';

export type SitePage = {
  /** The spec's route: the language comes from detection. */
  path: '/' | '/training' | '/general';
  module: 'TrainingPage' | 'GeneralPage';
  /** `/training` is `/` without the contact block and the security section's own heading and buttons. */
  variant?: 'full' | 'training';
  namespaces: readonly Namespace[];
};

export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', module: 'TrainingPage', variant: 'full', namespaces: ['training'] },
  { path: '/training', module: 'TrainingPage', variant: 'training', namespaces: ['training'] },
  { path: '/general', module: 'GeneralPage', namespaces: ['general'] },
];

export const NOT_FOUND_MODULE = 'NotFoundPage';

/** Every language has its prefix, which fixes the language whatever the visitor's location. */
export function localizedPath(path: string, language?: Language | null): string {
  if (!language) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

export function pathLanguage(pathname: string): Language | null {
  const first = /^\/([^/]+)/.exec(pathname)?.[1];
  return isLanguage(first) ? first : null;
}

export function unlocalizedPath(pathname: string): string {
  const language = pathLanguage(pathname);
  return language ? pathname.slice(language.length + 1) || '/' : pathname;
}

export function sitePageAt(pathname: string): SitePage | null {
  const path = unlocalizedPath(pathname).replace(/(.)\/$/, '$1');
  return SITE_PAGES.find((page) => page.path === path) ?? null;
}

/** `?lng=` with a language's code (`?lng=en`) fixes the language for one visit; any other value is ignored. */
export function queryLanguage(search: string): Language | null {
  const value = new URLSearchParams(search).get('lng');
  return isLanguage(value) ? value : null;
}
