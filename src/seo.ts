/**
 * URLs for search engines and link previews. Each page has one URL per language (`/sl/general`, `/en/general`),
 * prerendered in that language, and its spec route (`/general`), which picks the language by location: the
 * `x-default`. Plain TypeScript shared by `PageMeta` (in the browser) and the sitemap (in Node).
 */
import { LANGUAGES, type Language } from './languages.ts';
import { localizedPath, pathLanguage, queryLanguage, SITE_PAGES, unlocalizedPath } from './sitePages.ts';

/**
 * The site's own title and description (a namespace of their own, which only the build reads) and its name: the head
 * of the HTML before a page renders its own (scripts/vite/htmlLanguage.ts).
 */
export const SITE_META_KEYS = {
  title: 'html:title',
  description: 'html:description',
  siteName: 'common:brand.name',
} as const;

/** True for a page of the site (a spec route or a language URL), false for the not-found page. */
export function isSitePage(pathname: string): boolean {
  const page = unlocalizedPath(pathname);
  return SITE_PAGES.some(({ path }) => path === page);
}

/** The absolute URL of `path` on `siteUrl`. */
export function pageUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * Where a search engine should index what this address shows: a language URL is its own canonical, and so is a spec
 * route; a spec route fixed to a language with `?lng=` shows that language URL's page.
 */
export function canonicalPath(pathname: string, search: string): string {
  if (pathLanguage(pathname)) return pathname;
  const language = queryLanguage(search);
  return language ? localizedPath(pathname, language) : pathname;
}

export type Alternate = { hrefLang: Language | 'x-default'; href: string };

/** The `hreflang` alternates of a page: its URL in each language, and the spec route as `x-default`. */
export function alternates(siteUrl: string, pathname: string): Alternate[] {
  const page = unlocalizedPath(pathname);
  return [
    ...LANGUAGES.map((language) => ({
      hrefLang: language,
      href: pageUrl(siteUrl, localizedPath(page, language)),
    })),
    { hrefLang: 'x-default' as const, href: pageUrl(siteUrl, page) },
  ];
}
