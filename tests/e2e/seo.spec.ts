import { DEFAULT_LANGUAGE, ogLocale } from '../../src/languages.ts';
import { ALL_ROUTES, expect, LANGUAGES, stubGeo, test, us, visitorOf, type Language } from './fixtures';
import { copy } from './locales';

/** The default VITE_SITE_URL of a build without one (see src/siteSettings.ts). */
const SITE = 'https://labsight.example';
/** Every page, from the site's one table. */
const PAGES = ALL_ROUTES;
const at = (path: string, language: Language) => (path === '/' ? `/${language}` : `/${language}${path}`);

for (const { path, namespace } of PAGES) {
  for (const language of LANGUAGES) {
    test(`${path} in ${language}: title, description, canonical, hreflang and Open Graph`, async ({
      page,
    }) => {
      // Detection picks the language (no ?lng=), as for a real visitor.
      await stubGeo(page, visitorOf(language));
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const title = copy(namespace, language)('meta.title');
      const description = copy(namespace, language)('meta.description');
      // A spec route is its own canonical; its language URLs are the alternates.
      const canonical = `${SITE}${path}`;
      await expect(page).toHaveTitle(title);

      const head = page.locator('head');
      // One of each: index.html's fallbacks are gone, and nothing is doubled.
      await expect(head.locator('title')).toHaveCount(1);
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', description);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      const alternates = await head
        .locator('link[rel="alternate"]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        );
      expect(alternates).toEqual([
        ...LANGUAGES.map((each) => [each, `${SITE}${at(path, each)}`]),
        ['x-default', `${SITE}${path}`],
      ]);
      const og = (property: string) => head.locator(`meta[property="${property}"]`);
      await expect(og('og:title')).toHaveAttribute('content', title);
      await expect(og('og:description')).toHaveAttribute('content', description);
      await expect(og('og:url')).toHaveAttribute('content', canonical);
      await expect(og('og:type')).toHaveAttribute('content', 'website');
      await expect(og('og:site_name')).toHaveAttribute('content', copy('common', language)('brand.name'));
      await expect(og('og:locale')).toHaveAttribute('content', ogLocale(language));
      const otherLocales = await og('og:locale:alternate').evaluateAll((tags) =>
        tags.map((tag) => tag.getAttribute('content')),
      );
      expect(otherLocales).toEqual(LANGUAGES.filter((other) => other !== language).map(ogLocale));
    });
  }
}

test('a ?lng= address renders that language, whatever the location, and names its language URL as canonical', async ({
  page,
}) => {
  await stubGeo(page, us);
  await page.goto('/general?lng=sl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  await expect(page).toHaveTitle(copy('general', 'sl')('meta.title'));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/sl/general`);
});

test('an unknown address has no canonical URL or alternates and is not indexed', async ({ page }) => {
  await stubGeo(page, us);
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle(copy('common', 'en')('notFound.metaTitle'));
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('robots.txt names the sitemap, which lists every page at its language URLs and spec route', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toEqual(
    PAGES.flatMap(({ path }) => [
      ...LANGUAGES.map((language) => `${SITE}${at(path, language)}`),
      `${SITE}${path}`,
    ]),
  );
  // Each with all its alternates: tests/unit/scripts/vite-sitePlugin.test.ts (sitemapXml).
});

test('the built index.html carries fallback tags in the default language for clients without JavaScript', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain(`<html lang="${DEFAULT_LANGUAGE}">`);
  expect(html).toContain(`<title data-head-fallback>${copy('html', DEFAULT_LANGUAGE)('title')}</title>`);
  expect(html).toContain(
    `<meta data-head-fallback name="description" content="${copy('html', DEFAULT_LANGUAGE)('description')}" />`,
  );
  expect(html).toContain(
    `<meta data-head-fallback property="og:locale" content="${ogLocale(DEFAULT_LANGUAGE)}" />`,
  );
});
