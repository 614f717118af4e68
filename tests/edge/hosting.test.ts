/**
 * wrangler.jsonc on Cloudflare's own runtime (workerd, through wrangler's test harness, offline), over a small
 * fixture site: the routing settings (a page in a folder, 404.html for anything else), which requests reach the
 * worker, and `/geo` with the country set per request (Miniflare's `cf` option). The worker is the real one, wrapped
 * to mark its responses (markedWorker.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile } from '../../scripts/vite/securityHeaders.ts';
import { siteSettingsFromEnv } from '../../src/siteSettings.ts';
import { startEdge, type Edge } from './harness.ts';
import { MARK } from './mark.ts';

const APP = '<!doctype html><title>app shell</title>';
const NOT_FOUND = '<!doctype html><title>not found shell</title>';
const PRERENDERED = '<!doctype html><title>general, in English</title>';
const ASSET = '/assets/app-Ab12Cd34.js';

let edge: Edge;

beforeAll(async () => {
  edge = await startEdge({
    main: 'tests/edge/markedWorker.ts',
    // The shape of the build: a file per page (scripts/vite/prerender.ts), language URLs in folders
    // (dist/<language>/<page>/index.html), and 404.html for anything else.
    files: {
      'index.html': APP,
      'training/index.html': APP,
      'general/index.html': APP,
      'en/general/index.html': PRERENDERED,
      '404.html': NOT_FOUND,
      [ASSET.slice(1)]: 'export {};\n',
      _headers: headersFile(siteSettingsFromEnv({})),
    },
  });
});

afterAll(() => edge?.close());

const request = (pathname: string, init?: Parameters<Edge['server']['fetch']>[1]) =>
  edge.server.fetch(pathname, init);
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

  it.each(['/', '/training', '/general'])(
    'answers %s with its page and a 200, as a navigation and as a fetch',
    async (pathname) => {
      for (const response of [await visit(pathname), await request(pathname, { redirect: 'manual' })]) {
        expect(response.status).toBe(200);
        expect(await response.text()).toBe(APP);
      }
    },
  );

  it.each(['/no-such-page', '/en/no-such-page'])('answers %s with 404.html and a 404', async (pathname) => {
    const response = await visit(pathname);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(NOT_FOUND);
  });

  it('answers a vanished asset with a 404, never a page cached for good', async () => {
    const response = await request('/assets/gone-Zz99Yy88.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type') ?? '').not.toMatch(/javascript/);
  });

  it('applies _headers to a page and to /assets/*', async () => {
    const page = await visit('/general');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const asset = await request(ASSET);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['SI', { country_name: 'Slovenia', country_code: 'SI' }],
    ['US', { country_name: 'United States', country_code: 'US' }],
  ])('answers /geo from the country the host reports (%s)', async (country, expected) => {
    const response = await request('/geo', { cf: { country } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(expected);
  });

  it('runs the worker for /geo and /api/* only: pages and files come from the static assets alone', async () => {
    for (const pathname of ['/', '/training', '/no-such-page', '/en/general', ASSET]) {
      expect((await visit(pathname)).headers.get(MARK), pathname).toBeNull();
      expect((await request(pathname)).headers.get(MARK), pathname).toBeNull();
    }
    for (const pathname of ['/geo', '/api/demo-requests', '/api/anything'])
      expect((await request(pathname)).headers.get(MARK), pathname).toBe('1');
  });

  it("answers /geo from the worker even for a navigation, with the runtime's placeholder country", async () => {
    const response = await visit('/geo');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ country_name: 'United States', country_code: 'US' });
  });
});
