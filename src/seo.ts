import { LANGUAGES } from './languages.ts';
import { localizedPath, pathLanguage, queryLanguage, SITE_PAGES, unlocalizedPath } from './sitePages.ts';

/** The head of the HTML before a page renders its own (scripts/vite/htmlLanguage.ts). */
export const SITE_META_KEYS = {
  title: 'html:title',
  description: 'html:description',
  siteName: 'common:brand.name',
} as const;

export function isSitePage(pathname: string): boolean {
  const page = unlocalizedPath(pathname);
  return SITE_PAGES.some(({ path }) => path === page);
}

export function pageUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/** A spec route fixed to a language with `?lng=` shows that language URL's page, so that is its canonical. */
export function canonicalPath(pathname: string, search: string): string {
  if (pathLanguage(pathname)) return pathname;
  const language = queryLanguage(search);
  return language ? localizedPath(pathname, language) : pathname;
}

/** A page's spec route picks the language by location, so it is the `x-default` of its language URLs. */
export function alternates(siteUrl: string, pathname: string) {
  const page = unlocalizedPath(pathname);
  return [
    ...LANGUAGES.map((language) => ({
      hrefLang: language,
      href: pageUrl(siteUrl, localizedPath(page, language)),
    })),
    { hrefLang: 'x-default' as const, href: pageUrl(siteUrl, page) },
  ];
}

/** The words a page's link preview and structured data need, in one language (scripts/vite/prerender.ts). */
export type HeadStrings = {
  brand: string;
  tagline: string;
  headline: string;
  title: string;
  description: string;
  /** On the pages that sell the clip-on: its description and the copy's words for its claims. */
  product?: { description: string; attachLabel: string; attachValue: string; weightValue: string };
};
