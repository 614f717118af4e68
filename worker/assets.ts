/**
 * The static assets, for the paths the worker sees: with `not_found_handling: "none"` (wrangler.jsonc) a path without
 * a file reaches it. Answered by the assets' own 404 page instead, a vanished `/assets/*` file would carry `_headers`'
 * year-long `immutable` caching, and a browser or a CDN would keep that 404 for a year.
 */
import type { Env } from './env.ts';

/** The build's not-found page (404.html), as `html_handling` serves it. */
const NOT_FOUND_PAGE = '/404';

export async function serveAsset(request: Request, assets: Env['ASSETS']): Promise<Response> {
  const response = await assets.fetch(request);
  if (response.status !== 404) return response;
  // The page with its `_headers` (the CSP and the rest), under a caching that no later deploy can be stuck behind.
  const page = await assets.fetch(new Request(new URL(NOT_FOUND_PAGE, request.url)));
  const headers = new Headers(page.headers);
  headers.set('cache-control', 'no-store');
  headers.delete('etag');
  return new Response(request.method === 'HEAD' ? null : page.body, { status: 404, headers });
}
