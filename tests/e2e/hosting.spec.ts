import type { Response } from '@playwright/test';
import { expect, SPEC_ROUTES, stubGeo, test, us } from './fixtures';
import { copy } from './locales';

/**
 * The production build as the reference host serves it (`wrangler dev`: workerd with wrangler.jsonc, `_headers` and
 * 404.html, see playwright.config.ts). A link shared to any route must open that route: a 200 with the app, never a
 * redirect (Cloudflare answered `_redirects`' rewrites with a 307 to `/`). An unknown address is a 404 that still
 * shows the app's not-found page.
 */
const ROUTES = [
  ...SPEC_ROUTES.map((route) => ({ ...route, title: 'meta.title', status: 200 })),
  { path: '/general?lng=en', namespace: 'general', title: 'meta.title', status: 200 },
  { path: '/en/general', namespace: 'general', title: 'meta.title', status: 200 },
  { path: '/no-such-page', namespace: 'common', title: 'notFound.metaTitle', status: 404 },
];

const IMMUTABLE = 'public, max-age=31536000, immutable';

for (const { path, namespace, title, status } of ROUTES) {
  test(`${path}: a ${status} with the app, the security headers, and /assets/* cached for good`, async ({
    page,
  }) => {
    await stubGeo(page, us);
    const assets: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response);
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    expect(response?.request().redirectedFrom()).toBeNull();
    expect(new URL(response!.url()).pathname).toBe(new URL(path, 'http://x').pathname);
    await expect(page).toHaveTitle(copy(namespace, 'en')(title));

    const headers = response!.headers();
    // The header carries the meta tag's policy plus what only a header can: frame-ancestors.
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(headers['content-security-policy']).toBe(`${meta}; frame-ancestors 'none'`);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    await page.waitForLoadState('networkidle');
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset.status(), asset.url()).toBe(200);
      expect(asset.headers()['cache-control'], asset.url()).toBe(IMMUTABLE);
    }
  });

  test(`${path}: a ${status} for a plain request too (a crawler, a link preview), with no redirect`, async ({
    request,
  }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(status);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expect(await response.text()).toMatch(/<div id="root"( data-prerendered="(sl|en)")?>/);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });
}

test('the hosting files are read by the host, not served as pages', async ({ request }) => {
  // _headers is applied (above); asking for it gets the not-found answer, like any path without a page.
  const response = await request.get('/_headers', { maxRedirects: 0 });
  expect(await response.text()).not.toContain('Content-Security-Policy:');
});

test('a vanished asset is a 404, not a page cached as an asset', async ({ request }) => {
  const response = await request.get('/assets/GeneralPage-gone0000.js', { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).not.toMatch(/javascript/);
});
