/** The inline script's geolocation request, which the chain takes as its own first, so a first visit asks once. */
import { locationFromResponse, SERVICE_REQUEST } from './detectLocation';
import type { GeoService } from './services';
import type { Location } from './types';

export type EarlyLookup = { url: string; response: Promise<Response> };
type Holder = { lookup?: EarlyLookup };

export function startEarlyLookup(
  holder: Holder,
  fetch: typeof globalThis.fetch,
  url: string,
  timeoutMs: number,
): void {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new Error(`${url} timed out`)), timeoutMs);
  const response = fetch(url, { ...SERVICE_REQUEST, signal: controller.signal });
  // Unclaimed (the bundle failed, say), a failure is no unhandled rejection.
  response.catch(() => {});
  holder.lookup = { url, response };
}

/** The early answer read as the chain reads it; null when none to `service` is pending. */
export function earlyLocation(holder: Holder, service: GeoService): Promise<Location> | null {
  const early = holder.lookup;
  if (!early || early.url !== service.url) return null;
  return early.response.then((response) => locationFromResponse(service, response.clone()));
}

/** `fetch`, the first request to the early lookup's address answered by it; the caller's signal still applies. */
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
