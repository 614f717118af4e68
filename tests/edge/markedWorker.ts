/**
 * The real worker, with every response it gives marked, so a test can tell which requests reached it and which the
 * static assets answered alone.
 */
import worker from '../../worker/index';
import { MARK } from './mark';

export default {
  async fetch(request: Request, env: Parameters<typeof worker.fetch>[1]): Promise<Response> {
    const response = await worker.fetch(request, env);
    const marked = new Response(response.body, response);
    marked.headers.set(MARK, '1');
    return marked;
  },
};
