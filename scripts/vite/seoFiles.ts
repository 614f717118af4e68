/** `robots.txt` and `sitemap.xml` for the site's pages in both languages, from `VITE_SITE_URL`. */
import { alternates, pageUrl, SEO_LANGUAGES } from '../../src/seo.ts';

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${pageUrl(siteUrl, '/sitemap.xml')}`, ''].join('\n');
}

/** One `<url>` per page and language, each listing all its language alternates (Google's recommended form). */
export function sitemapXml(siteUrl: string, pages: readonly string[]): string {
  const urls = pages.flatMap((page) =>
    SEO_LANGUAGES.map((language) =>
      [
        '  <url>',
        `    <loc>${xml(pageUrl(siteUrl, page, language))}</loc>`,
        ...alternates(siteUrl, page).map(
          ({ hrefLang, href }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${xml(href)}"/>`,
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
