/**
 * The hand-over between the inline start-up script in the HTML, which asks the first geolocation service while the
 * bundle is still downloading, and the location chain, which takes that pending answer as its first call to that
 * service. The pending request lives on `window` under one property for exactly as long as it is unclaimed.
 * Every reader gets its own copy of the response, so the start-up script can read the answer to show the page in
 * its language and the chain can still read it to cache it.
 */
import { locationFromResponse, SERVICE_REQUEST } from './detectLocation';
import type { GeoService } from './services';
import type { Location } from './types';

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
 * The location in the pending early answer from `service`, read the way the chain reads it; null when no early
 * request to it is pending. Rejects when the chain would move on to the next service.
 */
export function earlyLocation(host: object, service: GeoService): Promise<Location> | null {
  const early = (host as Host)[SLOT];
  if (!early || early.url !== service.url) return null;
  return early.response.then((response) => locationFromResponse(service, response.clone()));
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
    const response = early.response.then((answer) => answer.clone());
    const signal = init?.signal;
    if (!signal) return response;
    return new Promise<Response>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      response.then(resolve, reject);
    });
  };
}
