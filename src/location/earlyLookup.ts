/**
 * The hand-over between the inline start-up script, which asks the first geolocation service while the bundle is
 * still downloading, and the location chain, which takes that pending answer as its first call to that service. The
 * request stays in its holder (src/html/startup.ts) for exactly as long as it is unclaimed. Every reader gets its own
 * copy of the response: the start-up script reads it to show the page, the chain to cache it.
 */
import { locationFromResponse, SERVICE_REQUEST } from './detectLocation';
import type { GeoService } from './services';
import type { Location } from './types';

export type EarlyLookup = { url: string; response: Promise<Response> };
type Holder = { lookup?: EarlyLookup };

/** Starts the request to `url` now, aborted after `timeoutMs`, and leaves it for the chain to claim. */
export function startEarlyLookup(
  holder: Holder,
  fetch: typeof globalThis.fetch,
  url: string,
  timeoutMs: number,
): void {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new Error(`${url} timed out`)), timeoutMs);
  const response = fetch(url, { ...SERVICE_REQUEST, signal: controller.signal });
  // Unclaimed (the bundle failed, say), a failure must not surface as an unhandled rejection.
  response.catch(() => {});
  holder.lookup = { url, response };
}

/**
 * The location in the pending early answer from `service`, read the way the chain reads it; null when no early
 * request to it is pending. Rejects when the chain would move on to the next service.
 */
export function earlyLocation(holder: Holder, service: GeoService): Promise<Location> | null {
  const early = holder.lookup;
  if (!early || early.url !== service.url) return null;
  return early.response.then((response) => locationFromResponse(service, response.clone()));
}

/**
 * `fetch`, except that the first request to the early lookup's address is answered by that pending request. The
 * caller's signal still applies: the chain's own timeout ends the wait as it would end its own request.
 */
export function withEarlyLookup(holder: Holder, fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => {
    const early = holder.lookup;
    if (!early || String(input) !== early.url) return fetch(input, init);
    delete holder.lookup;
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
