/**
 * The edge worker of the reference host (Cloudflare Workers with static assets; see `wrangler.jsonc`). Only `/geo`
 * reaches it (`assets.run_worker_first`): every other request is answered by the static assets, with `_headers`
 * applied, and a path without a file by `404.html` with a 404.
 */
import { geoResponse, type EdgeCountryData } from './geo';

type Env = {
  /** The static assets (`dist/`), for a request that reaches the worker but is not its own. */
  ASSETS: { fetch: (request: Request) => Promise<Response> };
};

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    if (new URL(request.url).pathname === '/geo') {
      return geoResponse(request, (request as Request & { cf?: EdgeCountryData }).cf);
    }
    return env.ASSETS.fetch(request);
  },
};
