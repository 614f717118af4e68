/**
 * wrangler.jsonc on workerd over a small fixture site, for what the browser tests on `wrangler dev` cannot see: one
 * address per page, which requests reach the (marked, markedWorker.ts) worker, and `/geo` per country. The real
 * build's statuses, 404.html and `_headers` are tests/e2e/hosting.spec.ts's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, type Edge } from './harness.ts';
import { MARK } from './mark';
import { headersFile } from '../../scripts/vite/securityHeaders.ts';
import { siteSettingsFromEnv } from '../../src/siteSettings.ts';

const APP = '<!doctype html><title>app shell</title>';
const PRERENDERED = '<!doctype html><title>general, in English</title>';
const ASSET = '/assets/app-Ab12Cd34.js';
const NOT_FOUND = '<!doctype html><title>not found shell</title>';

let edge: Edge;
beforeAll(async () => {
  edge = await startEdge({
    main: 'tests/edge/markedWorker.ts',
    // The shape of the build: a file per page (scripts/vite/prerender.ts), language URLs in folders
    // (dist/<language>/<page>/index.html), and 404.html for anything else.
    files: {
      'index.html': APP,
      'training/index.html': APP,
      'en/general/index.html': PRERENDERED,
      '404.html': NOT_FOUND,
      [ASSET.slice(1)]: 'export {};\n',
      // The build's own, with /assets/*'s year-long caching.
      _headers: headersFile(siteSettingsFromEnv({})),
    },
  });
});
afterAll(() => edge?.close());

const request = (...args: Parameters<Edge['server']['fetch']>) => edge.server.fetch(...args);
/** A browser's navigation to `pathname`, redirects not followed. */
const visit = (pathname: string) =>
  request(pathname, { redirect: 'manual', headers: { 'sec-fetch-mode': 'navigate', accept: 'text/html' } });

describe('wrangler.jsonc on the local runtime', () => {
  it('serves a prerendered page at its folder address; the trailing-slash form redirects to it', async () => {
    const response = await visit('/en/general');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(PRERENDERED);
    const slashed = await visit('/en/general/');
    expect([301, 307, 308]).toContain(slashed.status);
    expect(slashed.headers.get('location')).toBe('/en/general');
  });

  it("answers /geo from the country the host reports, and a navigation with the runtime's placeholder, uncached", async () => {
    const response = await request('/geo', { cf: { country: 'SI' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ country_name: 'Slovenia', country_code: 'SI' });
    const navigation = await visit('/geo');
    expect(navigation.headers.get('cache-control')).toBe('private, no-store');
    expect(await navigation.json()).toEqual({ country_name: 'United States', country_code: 'US' });
  });

  it('runs the worker for /geo, /api/*, /team/* and paths without a file only: pages and files come from the static assets alone', async () => {
    for (const pathname of ['/', '/training', '/en/general', ASSET]) {
      expect((await visit(pathname)).headers.get(MARK), pathname).toBeNull();
      expect((await request(pathname)).headers.get(MARK), pathname).toBeNull();
    }
    for (const pathname of [
      '/geo',
      '/api/demo-requests',
      '/api/anything',
      '/no-such-page',
      '/team',
      '/team/',
      '/team/audit',
    ])
      expect((await request(pathname)).headers.get(MARK), pathname).toBe('1');
  });

  it('caches a hashed asset for a year, and answers a missing one with the not-found page that nothing keeps', async () => {
    expect((await request(ASSET)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const pathname of ['/assets/app-Gone0000.js', '/no-such-page']) {
      for (const response of [await request(pathname), await visit(pathname)]) {
        expect(response.status, pathname).toBe(404);
        expect(response.headers.get('cache-control'), pathname).toBe('no-store');
        expect(response.headers.get('content-security-policy'), pathname).toContain("default-src 'self'");
        expect(await response.text(), pathname).toBe(NOT_FOUND);
      }
    }
    const head = await request('/assets/app-Gone0000.js', { method: 'HEAD' });
    expect([head.status, head.headers.get('cache-control'), await head.text()]).toEqual([
      404,
      'no-store',
      '',
    ]);
  });
});
