/**
 * `POST /api/demo-requests`: a demo request stored in D1 before the visitor sees "sent", the team emailed after the
 * commit. Answers: 201/200 `{ id }`, 409, 422 `{ errors }`, 413, 415, 403, 429 with Retry-After, 503.
 */
import type { Env, ExecutionContext } from './env.ts';
import { recordNotification, storeDemoRequest, type DemoRequestRow } from './store.ts';
import { composeNotification } from './notification.ts';
import { validateDemoRequest } from './validate.ts';

export const DEMO_REQUESTS_PATH = '/api/demo-requests';

/** The largest body accepted: the four fields at their limits fit with room to spare. */
export const MAX_BODY_BYTES = 16 * 1024;

/** The rate limit's window (wrangler.jsonc `ratelimits[].simple.period`), told to a refused client as Retry-After. */
export const RATE_LIMIT_PERIOD_S = 60;

const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...HEADERS, ...headers } });
}

/**
 * The CSRF guard: a cross-site form POST skips the CORS preflight, so a foreign Origin is refused outright. A client
 * with no Origin at all (curl, a server) is no browser acting for a visitor, and passes.
 */
function foreignOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) return origin !== new URL(request.url).origin;
  const site = request.headers.get('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}

/** The body as text, refused past MAX_BODY_BYTES whatever Content-Length claims (a chunked body has none). */
async function readBody(request: Request): Promise<string | 'tooLarge' | 'encoding'> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return 'tooLarge';
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return 'tooLarge';
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await new Blob(chunks).arrayBuffer());
  } catch {
    return 'encoding';
  }
}

/** Emails the team and records the outcome; a failure leaves the row un-notified for the scheduled run. */
export async function notify(env: Env, row: DemoRequestRow, now: () => Date): Promise<boolean> {
  let error: string | null = null;
  try {
    await env.NOTIFY.send(composeNotification(row, env));
  } catch (sendError) {
    error = sendError instanceof Error ? sendError.message : String(sendError);
    console.error(`demo request ${row.id}: the notification failed: ${error}`);
  }
  await recordNotification(env.DB, row.id, now(), error).catch((dbError: unknown) =>
    console.error(`demo request ${row.id}: could not record the notification: ${String(dbError)}`),
  );
  return error === null;
}

export async function handleDemoRequest(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  now: () => Date = () => new Date(),
): Promise<Response> {
  if (request.method !== 'POST') return json(405, { error: 'method' }, { allow: 'POST' });
  if (foreignOrigin(request)) return json(403, { error: 'origin' });
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return json(415, { error: 'contentType' });

  // Per visitor: the address the host saw (set by Cloudflare; a client cannot forge it in production).
  const visitor = request.headers.get('cf-connecting-ip') ?? 'unknown';
  const { success } = await env.DEMO_REQUEST_LIMIT.limit({ key: visitor });
  if (!success) return json(429, { error: 'rateLimited' }, { 'retry-after': String(RATE_LIMIT_PERIOD_S) });

  const text = await readBody(request);
  if (text === 'tooLarge') return json(413, { error: 'tooLarge', maxBytes: MAX_BODY_BYTES });
  if (text === 'encoding') return json(400, { error: 'encoding' });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json(400, { error: 'json' });
  }
  const validation = validateDemoRequest(body);
  if (!validation.ok) return json(422, { errors: validation.errors });

  let outcome;
  try {
    outcome = await storeDemoRequest(env.DB, validation.request, now());
  } catch (error) {
    console.error(`demo request: the database could not be written: ${String(error)}`);
    return json(503, { error: 'unavailable' }, { 'retry-after': '30' });
  }
  if (outcome.kind === 'conflict') return json(409, { error: 'idempotencyKeyReused' });
  if (outcome.kind === 'repeated') return json(200, { id: outcome.id });
  if (outcome.row.spam_at === null) ctx.waitUntil(notify(env, outcome.row, now));
  return json(201, { id: outcome.row.id });
}
