/**
 * The detector's view of the real browser: the address, storage and the geolocation chain wired to the settings in
 * src/config.ts. Shared by the app (src/i18n/i18n.ts) and the inline start-up script (src/i18n/earlyStart.ts), so
 * both apply exactly the same rules.
 */
import { config } from '@/config';
import type { KeyValueStorage } from '@/location/types';
import type { DetectorEnv } from './languageDetector';

/** `window.localStorage` itself throws when storage is disabled; treat that as having none. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function browserDetectorEnv(fetch: typeof globalThis.fetch = window.fetch.bind(window)): DetectorEnv {
  const storage = browserStorage();
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    storage,
    chain: config.geolocationEnabled
      ? {
          fetch,
          storage,
          now: () => Date.now(),
          services: config.geoServices,
          cacheKey: config.locationCacheKey,
          ttlMs: config.locationCacheTtlMs,
          timeoutMs: config.fetchTimeoutMs,
          defaultLocation: config.defaultLocation,
          pageProtocol: window.location.protocol,
          logger: console,
        }
      : null,
  };
}
