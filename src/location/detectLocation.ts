import { languageForCountry } from '@/languages';
import { readCachedLocation, writeCachedLocation } from './cache';
import { readGeoAnswer, type GeoService } from './services';
import type { KeyValueStorage, Location, Logger } from './types';

export const DETECTION_FAILED_WARNING = 'IP detection failed, defaulting to Slovenian';
export const DETECTION_FAILED_ERROR = 'Failed to detect location';

export type DetectionResult = {
  location: Location;
  source: 'cache' | 'service' | 'default';
  /** DETECTION_FAILED_ERROR when the default was used. */
  error: string | null;
  failures: string[];
};

export type DetectLocationDeps = {
  fetch: typeof globalThis.fetch;
  storage: KeyValueStorage | null;
  now: () => number;
  services: readonly GeoService[];
  cacheKey: string;
  ttlMs: number;
  timeoutMs: number;
  defaultLocation: Location;
  pageProtocol: string;
  logger: Logger;
  setTimeout?: typeof globalThis.setTimeout;
  clearTimeout?: typeof globalThis.clearTimeout;
};

export function cachedLocation(deps: Pick<DetectLocationDeps, 'storage' | 'cacheKey' | 'ttlMs' | 'now'>) {
  return readCachedLocation({ storage: deps.storage, key: deps.cacheKey, ttlMs: deps.ttlMs, now: deps.now });
}

export const SERVICE_REQUEST: RequestInit = { headers: { Accept: 'application/json' }, credentials: 'omit' };

/** Whether the browser lets this page ask `service`: an `http:` service is blocked on an `https:` page. */
export function isReachable(service: GeoService, pageProtocol: string): boolean {
  return !(pageProtocol === 'https:' && service.url.startsWith('http:'));
}

/** A non-OK status, a body that is not JSON and one without a country code all throw. */
export async function locationFromResponse(service: GeoService, response: Response): Promise<Location> {
  if (!response.ok) throw new Error(`${service.name} API failed`);
  const found = readGeoAnswer(service, await response.json());
  if (!found) throw new Error(`${service.name} answered without a country code`);
  return { ...found, language: languageForCountry(found.countryCode) };
}

/** Cache first, then each service in turn; never rejects: a failure ends in the default location. */
export async function detectLocation(deps: DetectLocationDeps): Promise<DetectionResult> {
  const cached = cachedLocation(deps);
  if (cached) return { location: cached, source: 'cache', error: null, failures: [] };

  const { setTimeout = globalThis.setTimeout, clearTimeout = globalThis.clearTimeout } = deps;
  const failures: string[] = [];
  for (const service of deps.services) {
    if (!isReachable(service, deps.pageProtocol)) {
      deps.logger.info(
        `Skipping the ${service.name} geolocation service: ${service.url} is plain HTTP, which the browser blocks on an HTTPS page.`,
      );
      continue;
    }
    // fetch has no timeout option: an abort signal is what stops a hanging request.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`${service.name} timed out`)), deps.timeoutMs);
    try {
      const response = await deps.fetch(service.url, { ...SERVICE_REQUEST, signal: controller.signal });
      const location = await locationFromResponse(service, response);
      writeCachedLocation(
        { storage: deps.storage, key: deps.cacheKey, ttlMs: deps.ttlMs, now: deps.now },
        location,
      );
      return { location, source: 'service', error: null, failures };
    } catch (error) {
      // A 429 past a quota or a bad body, a network error (also a 403 without a CORS header), a timeout: try the next.
      failures.push(error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
  }

  deps.logger.warn(DETECTION_FAILED_WARNING);
  // The default is deliberately not cached, so the next visit tries the services again.
  return { location: deps.defaultLocation, source: 'default', error: DETECTION_FAILED_ERROR, failures };
}
