/**
 * The production build as the reference host serves it (`wrangler dev`: workerd with wrangler.jsonc, `_headers` and
 * 404.html, see playwright.config.ts), asked as a crawler or a link preview asks. A link shared to any address must
 * open it: a 200 with the app, never a redirect (Cloudflare answered `_redirects`' rewrites with a 307 to `/`); an
 * unknown address is a 404 that still carries the app. The assets' caching, as the browser loads them: pages.spec.ts.
 * What the hosting files say: tests/unit/scripts/vite-sitePlugin.test.ts and vite-htmlLanguage.test.ts.
 */
import { parse } from 'node-html-parser';
import { ALL_ROUTES, expect, LANGUAGES, localizedPath, SITE, test } from './fixtures';
import { copy } from './locales';

const ADDRESSES = [
  ...ALL_ROUTES.flatMap(({ path }) => [path, ...LANGUAGES.map((language) => localizedPath(path, language))]),
  '/general?lng=en',
];

test('every address answers with the app, the security headers, and no redirect', async ({ request }) => {
  for (const address of [...ADDRESSES, '/no-such-page']) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(ADDRESSES.includes(address) ? 200 : 404);
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

test('robots.txt, the sitemap, the manifest and icons; no hosting file or gone asset', async ({
  request,
}) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect([sitemap.status(), await sitemap.text()]).toEqual([200, expect.stringContaining('<urlset')]);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: copy('common', 'sl')('brand.name'),
    theme_color: expect.any(String),
  });
  const icons = manifest.icons.map(({ src }: { src: string }) => `/${src}`);
  for (const src of ['/apple-touch-icon.png', ...icons]) {
    const icon = await request.get(src);
    expect([icon.status(), icon.headers()['content-type']], src).toEqual([200, 'image/png']);
  }
  const favicon = await request.get('/favicon.svg');
  expect([favicon.status(), favicon.headers()['content-type']]).toEqual([200, 'image/svg+xml']);
  // _headers is applied (above); asking for it gets the not-found answer, like any path without a page.
  const headersFile = await request.get('/_headers', { maxRedirects: 0 });
  expect(await headersFile.text()).not.toContain('Content-Security-Policy:');
  const gone = await request.get('/assets/GeneralPage-gone0000.js', { maxRedirects: 0 });
  expect(gone.status()).toBe(404);
  expect(gone.headers()['content-type']).not.toMatch(/javascript/);
});
