/** `robots.txt` and `sitemap.xml`: every page at its spec route and its language URLs, from `VITE_SITE_URL`. */
import { LANGUAGES } from '../../src/languages.ts';
import { alternates, pageUrl } from '../../src/seo.ts';
import { localizedPath, SITE_PAGES } from '../../src/sitePages.ts';
import { escapeHtml } from './htmlLanguage.ts';

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${pageUrl(siteUrl, '/sitemap.xml')}`, ''].join('\n');
}

/** One `<url>` per address, each listing all its page's alternates (Google's recommended form). */
export function sitemapXml(siteUrl: string): string {
  const urls = SITE_PAGES.flatMap(({ path }) =>
    [...LANGUAGES.map((language) => localizedPath(path, language)), path].map((address) =>
      [
        '  <url>',
        `    <loc>${escapeHtml(pageUrl(siteUrl, address))}</loc>`,
        ...alternates(siteUrl, path).map(
          ({ hrefLang, href }) =>
            `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeHtml(href)}"/>`,
        ),
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
