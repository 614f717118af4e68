/** Only `/geo` reaches the worker (`run_worker_first` in wrangler.jsonc); everything else is a static asset. */
import { geoResponse, type EdgeCountryData } from './geo';

type Env = {
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
