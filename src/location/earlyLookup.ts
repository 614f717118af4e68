/**
 * The hand-over between the inline start-up script in the HTML, which asks the primary geolocation service while the
 * bundle is still downloading, and the location chain, which takes that pending answer as its first primary call.
 * The pending request lives on `window` under one property for exactly as long as it is unclaimed.
 */
import { SERVICE_REQUEST } from './detectLocation';

const SLOT = '__labsightEarlyLookup';

type EarlyLookup = { url: string; response: Promise<Response> };
type Host = { [SLOT]?: EarlyLookup };

/** Starts the request to `url` now, aborted after `timeoutMs`, and leaves it for the chain to claim. */
export function startEarlyLookup(
  host: object,
  fetch: typeof globalThis.fetch,
  url: string,
  timeoutMs: number,
): void {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new Error(`${url} timed out`)), timeoutMs);
  const response = fetch(url, { ...SERVICE_REQUEST, signal: controller.signal });
  // Unclaimed (the bundle failed, say), a failure must not surface as an unhandled rejection.
  response.catch(() => {});
  (host as Host)[SLOT] = { url, response };
}

/**
 * `fetch`, except that the first request to the early lookup's address is answered by that pending request. The
 * caller's signal still applies: the chain's own timeout ends the wait as it would end its own request.
 */
export function withEarlyLookup(host: object, fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => {
    const early = (host as Host)[SLOT];
    if (!early || String(input) !== early.url) return fetch(input, init);
    delete (host as Host)[SLOT];
    const signal = init?.signal;
    if (!signal) return early.response;
    return new Promise<Response>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      early.response.then(resolve, reject);
    });
  };
}
