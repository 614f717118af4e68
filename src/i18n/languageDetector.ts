import type { LanguageDetectorAsyncModule } from 'i18next';
import { config } from '@/config';
import {
  cachedLocation,
  DETECTION_FAILED_ERROR,
  detectLocation,
  type DetectLocationDeps,
} from '@/location/detectLocation';
import type { KeyValueStorage, Location } from '@/location/types';
import {
  browserStorage,
  DEFAULT_LANGUAGE,
  pathLanguage,
  queryLanguage,
  storedChoice,
  type Language,
} from './language';

/** Where the visit's language came from, most specific first. */
export type LanguageSource = 'path' | 'query' | 'choice' | 'cache' | 'service' | 'default';

/** What the detector found: owned by the detector, read by `useDetection`. */
export type Detection = {
  language: Language;
  source: LanguageSource;
  /** Null when the address or the visitor's choice fixed the language, so no location was looked up. */
  location: Location | null;
  /** `'Failed to detect location'` when every service failed and the default was used. */
  error: string | null;
};

export type DetectorEnv = {
  pathname: string;
  search: string;
  storage: KeyValueStorage | null;
  /** The geolocation chain, or null when geolocation is switched off (`VITE_GEOLOCATION=off`). */
  chain: DetectLocationDeps | null;
};

/** The real browser's address and storage, and the chain wired to src/config.ts: for the app and the inline script. */
export function browserDetectorEnv(fetch = window.fetch.bind(window)): DetectorEnv {
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

const fixed = (language: Language, source: LanguageSource, location: Location | null = null): Detection => ({
  language,
  source,
  location,
  error: null,
});

/**
 * The answer when it is known without a request, most specific first: a language URL, `?lng=`, the visitor's choice,
 * the default when geolocation is off (not a failure: no error), a fresh cached location. Null: ask the services.
 */
export function knownDetection({ pathname, search, storage, chain }: DetectorEnv): Detection | null {
  const given = pathLanguage(pathname) ?? queryLanguage(search);
  if (given) return fixed(given, pathLanguage(pathname) ? 'path' : 'query');
  const choice = storedChoice(storage);
  if (choice) return fixed(choice, 'choice');
  if (!chain) return fixed(DEFAULT_LANGUAGE, 'default', config.defaultLocation);
  const cached = cachedLocation(chain);
  return cached ? fixed(cached.language, 'cache', cached) : null;
}

export type SiteLanguageDetector = LanguageDetectorAsyncModule & {
  /** What was detected; null until detection has finished. Only `detect` writes it. */
  readonly result: Detection | null;
};

/** The i18next language-detector plugin: a thin adapter over the location chain. */
export function createLanguageDetector(env: DetectorEnv): SiteLanguageDetector {
  let result: Detection | null = null;
  const lookUp = async (chain: DetectLocationDeps): Promise<Detection> => {
    // detectLocation never rejects by contract; a regression must still not leave i18next's init pending for ever.
    const { location, source, error } = await detectLocation(chain).catch(() => ({
      location: config.defaultLocation,
      source: 'default' as const,
      error: DETECTION_FAILED_ERROR,
    }));
    return { language: location.language, source, location, error };
  };
  return {
    type: 'languageDetector',
    async: true,
    callbackApi: false,
    get result() {
      return result;
    },
    detect: async () => {
      result = knownDetection(env) ?? (await lookUp(env.chain!));
      return result.language;
    },
    cacheUserLanguage: () => {},
  };
}
