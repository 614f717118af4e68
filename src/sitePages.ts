/** The one table of pages; a page is its row, its module in src/pages/ and its locale files (`npm run add-page`). */
import type general from '../locales/sl/general.json';
import type legal from '../locales/sl/legal.json';
import type privacy from '../locales/sl/privacy.json';
import type training from '../locales/sl/training.json';
import { isLanguage, SITE_NAMESPACES, type Language, type SourceStrings } from './languages.ts';

export type PageStrings = {
  training: typeof training;
  general: typeof general;
  privacy: typeof privacy;
  legal: typeof legal;
};

/** `training` (`/training`) is `full` (`/`) without the contact block and the security section's own heading and buttons. */
export type PageVariant = 'full' | 'training';

type SitePageEntry = {
  /** The page's address without a language: the language comes from detection. */
  path: `/${string}`;
  module: string;
  variant?: PageVariant;
  /** Its own locale files, besides the site-wide ones; the first holds its `meta.title` and `meta.description`. */
  namespaces: readonly (keyof PageStrings)[];
  /** The demo form the page offers, by its variant; a notice offers none. */
  demoForm?: 'training' | 'general';
  /** Whether its structured data describes the clip-on as a `Product` (scripts/vite/structuredData.ts). */
  product?: boolean;
  /** The `common` key of its link in every page's footer; none: not in the footer. */
  footerLink?: `footer.${keyof SourceStrings['common']['footer'] & string}`;
};

const PAGES = [
  {
    path: '/',
    module: 'TrainingPage',
    variant: 'full',
    namespaces: ['training'],
    demoForm: 'training',
    product: true,
    footerLink: 'footer.training',
  },
  {
    path: '/training',
    module: 'TrainingPage',
    variant: 'training',
    namespaces: ['training'],
    demoForm: 'training',
    product: true,
  },
  {
    path: '/general',
    module: 'GeneralPage',
    namespaces: ['general'],
    demoForm: 'general',
    product: true,
    footerLink: 'footer.general',
  },
  { path: '/privacy', module: 'PrivacyPage', namespaces: ['privacy'], footerLink: 'footer.privacy' },
  { path: '/legal', module: 'LegalPage', namespaces: ['legal'], footerLink: 'footer.legal' },
] as const satisfies readonly SitePageEntry[];

export type SitePath = (typeof PAGES)[number]['path'];
export type SitePage = SitePageEntry & { path: SitePath; module: (typeof PAGES)[number]['module'] };
export const SITE_PAGES: readonly SitePage[] = PAGES;

/** Every locale file of a language, site-wide first. Pure: the start-up script reads this module but not the list. */
export const NAMESPACES: readonly (keyof SourceStrings)[] = /* @__PURE__ */ allNamespaces();

function allNamespaces(): (keyof SourceStrings)[] {
  return [...SITE_NAMESPACES, ...new Set(PAGES.flatMap((page) => page.namespaces))];
}

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
