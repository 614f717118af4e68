/**
 * One URL per page and language, for search engines: the language is otherwise chosen at run time, and crawlers
 * mostly arrive from US addresses, so without `?lng=` URLs the Slovenian pages would never be indexed. Plain
 * TypeScript shared by `PageMeta` (in the browser) and the sitemap plugin (in Node).
 */

export const SEO_LANGUAGES = ['sl', 'en'] as const;
export type SeoLanguage = (typeof SEO_LANGUAGES)[number];

/** The indexable pages; keep in step with `src/app/routes.tsx` (the not-found page is not one of them). */
export const SITE_PAGES = ['/', '/training', '/general'] as const;

/** Open Graph locales (`language_TERRITORY`). */
export const OG_LOCALES: Record<SeoLanguage, string> = { sl: 'sl_SI', en: 'en_US' };

export function isSitePage(pathname: string): boolean {
  return (SITE_PAGES as readonly string[]).includes(pathname);
}

/**
 * The absolute URL of `pathname` on `siteUrl`, fixed to `language` with `?lng=`; without a language it is the
 * `x-default` URL, where the visitor's own choice or location decides.
 */
export function pageUrl(siteUrl: string, pathname: string, language?: SeoLanguage): string {
  const base = siteUrl.replace(/\/+$/, '');
  return `${base}${pathname}${language ? `?lng=${language}` : ''}`;
}

export type Alternate = { hrefLang: SeoLanguage | 'x-default'; href: string };

/** The `hreflang` alternates of a page: one per language plus `x-default`. */
export function alternates(siteUrl: string, pathname: string): Alternate[] {
  return [
    ...SEO_LANGUAGES.map((language) => ({ hrefLang: language, href: pageUrl(siteUrl, pathname, language) })),
    { hrefLang: 'x-default', href: pageUrl(siteUrl, pathname) },
  ];
}
