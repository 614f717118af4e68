/**
 * The real worker, with every response it gives marked, so a test can tell which requests reached it and which the
 * static assets answered alone.
 */
import worker from '../../worker/index';
import { MARK } from './mark';

type Fetch = typeof worker.fetch;

export default {
  async fetch(request: Request, env: Parameters<Fetch>[1], ctx: Parameters<Fetch>[2]): Promise<Response> {
    const response = await worker.fetch(request, env, ctx);
    const marked = new Response(response.body, response);
    marked.headers.set(MARK, '1');
    return marked;
  },
  scheduled: worker.scheduled,
};
