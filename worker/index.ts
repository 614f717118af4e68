/**
 * `/geo`, `/api/*` and the team's inbox `/team/*` reach the worker (`run_worker_first` in wrangler.jsonc), and so
 * does a path without a file; every file is a static asset. The scheduled run keeps the demo requests: retention and
 * notification retries.
 */
import { serveAsset } from './assets.ts';
import { DEMO_REQUESTS_PATH, handleDemoRequest, json } from './demoRequests.ts';
import type { Env, ExecutionContext } from './env.ts';
import { geoResponse, type EdgeCountryData } from './geo.ts';
import { runScheduled } from './scheduled.ts';
import { handleTeam } from './team/routes.ts';

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === '/geo') {
      return geoResponse(request, (request as Request & { cf?: EdgeCountryData }).cf, env.GEO_DEV_COUNTRY);
    }
    if (pathname === DEMO_REQUESTS_PATH) return handleDemoRequest(request, env, ctx);
    if (pathname.startsWith('/api/')) return json(404, { error: 'notFound' });
    if (pathname === '/team' || pathname.startsWith('/team/')) return handleTeam(request, env);
    return serveAsset(request, env.ASSETS);
  },

  async scheduled(_controller: unknown, env: Env): Promise<void> {
    await runScheduled(env);
  },
};
