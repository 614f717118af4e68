/**
 * The production build as the reference host serves it (`wrangler dev`: workerd with wrangler.jsonc, `_headers` and
 * 404.html, see playwright.config.ts), asked as a crawler or a link preview asks. A link shared to any address must
 * open it: a 200 with the app, never a redirect (Cloudflare answered `_redirects`' rewrites with a 307 to `/`); an
 * unknown address is a 404 that still carries the app. The assets' caching, as the browser loads them: pages.spec.ts.
 */
import { parse } from 'node-html-parser';
import { DEFAULT_LANGUAGE, ogLocale } from '../../src/languages.ts';
import { ALL_ROUTES, expect, LANGUAGES, localizedPath, SITE, test } from './fixtures';
import { copy } from './locales';

const ADDRESSES: [string, number][] = [
  ...ALL_ROUTES.flatMap(({ path }) => [
    path,
    ...LANGUAGES.map((language) => localizedPath(path, language)),
  ]).map((address): [string, number] => [address, 200]),
  ['/general?lng=en', 200],
  ['/no-such-page', 404],
];

test('every address answers with its status and the app, the security headers, and no redirect', async ({
  request,
}) => {
  for (const [address, status] of ADDRESSES) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(status);
    expect(response.headers()['content-type'], address).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html, address).toMatch(/<div id="root"( data-prerendered="(sl|en)")?>/);
    const meta = parse(html)
      .querySelector('meta[http-equiv="Content-Security-Policy"]')
      ?.getAttribute('content');
    // The header carries the meta tag's policy plus what only a header can: frame-ancestors.
    expect(response.headers(), address).toMatchObject({
      'content-security-policy': `${meta}; frame-ancestors 'none'`,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  }
});

test('beside the pages: robots.txt and the sitemap, fallback tags, the icons and the manifest; the hosting files and a vanished asset are no pages', async ({
  request,
}) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual(
    ALL_ROUTES.flatMap(({ path }) => [
      ...LANGUAGES.map((language) => `${SITE}${localizedPath(path, language)}`),
      `${SITE}${path}`,
    ]),
  );
  // Each with all its alternates: tests/unit/scripts/vite-sitePlugin.test.ts (sitemapXml).

  // For clients without JavaScript, index.html carries fallback tags in the default language.
  const index = parse(await (await request.get('/')).text());
  const fallback = (selector: string) => index.querySelector(`${selector}[data-head-fallback]`);
  expect([
    index.querySelector('html')?.getAttribute('lang'),
    fallback('title')?.text,
    fallback('meta[name="description"]')?.getAttribute('content'),
    fallback('meta[property="og:locale"]')?.getAttribute('content'),
  ]).toEqual([
    DEFAULT_LANGUAGE,
    copy('html', DEFAULT_LANGUAGE)('title'),
    copy('html', DEFAULT_LANGUAGE)('description'),
    ogLocale(DEFAULT_LANGUAGE),
  ]);

  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: copy('common', 'sl')('brand.name'),
    theme_color: expect.any(String),
  });
  for (const src of [
    '/apple-touch-icon.png',
    ...manifest.icons.map(({ src }: { src: string }) => `/${src}`),
  ]) {
    const icon = await request.get(src);
    expect([icon.status(), icon.headers()['content-type']], src).toEqual([200, 'image/png']);
  }

  // _headers is applied (above); asking for it gets the not-found answer, like any path without a page.
  expect(await (await request.get('/_headers', { maxRedirects: 0 })).text()).not.toContain(
    'Content-Security-Policy:',
  );
  const gone = await request.get('/assets/GeneralPage-gone0000.js', { maxRedirects: 0 });
  expect(gone.status()).toBe(404);
  expect(gone.headers()['content-type']).not.toMatch(/javascript/);
});
