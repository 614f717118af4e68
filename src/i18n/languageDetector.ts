import type { LanguageDetectorAsyncModule } from 'i18next';
import { config } from '@/config';
import {
  cachedLocation,
  DETECTION_FAILED_ERROR,
  detectLocation,
  type DetectLocationDeps,
} from '@/location/detectLocation';
import type { KeyValueStorage, Location } from '@/location/types';
import { DEFAULT_LANGUAGE, pathLanguage, queryLanguage, storedChoice, type Language } from './language';

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
  /** `location.pathname`: a language URL (`/en/general`) fixes the language. */
  pathname: string;
  /** `location.search`: `?lng=` fixes the language for this visit. */
  search: string;
  storage: KeyValueStorage | null;
  /** The geolocation chain, or null when geolocation is switched off (`VITE_GEOLOCATION=off`). */
  chain: DetectLocationDeps | null;
};

const fixed = (language: Language, source: LanguageSource): Detection => ({
  language,
  source,
  location: null,
  error: null,
});

/**
 * The answer when it is known without a request: a language URL, then `?lng=`, then the visitor's own choice, then
 * (geolocation off) the
 * default, then a fresh cached location. Null means the services have to be asked. The inline start-up script asks
 * the same question before the bundle arrives (src/i18n/earlyStart.ts).
 */
export function knownDetection({ pathname, search, storage, chain }: DetectorEnv): Detection | null {
  const path = pathLanguage(pathname);
  if (path) return fixed(path, 'path');
  const query = queryLanguage(search);
  if (query) return fixed(query, 'query');
  const choice = storedChoice(storage);
  if (choice) return fixed(choice, 'choice');
  // Switched off, detection is not a failure: the default location, without the catalogue's warning.
  if (!chain) return { ...fixed(DEFAULT_LANGUAGE, 'default'), location: config.defaultLocation };
  const cached = cachedLocation(chain);
  return cached ? { language: cached.language, source: 'cache', location: cached, error: null } : null;
}

async function lookUp(chain: DetectLocationDeps): Promise<Detection> {
  // detectLocation never rejects by contract; the catch guards the page against a future regression, since a
  // rejected detector would leave i18next's init, and so the page, pending for ever.
  const found = await detectLocation(chain).catch(() => ({
    location: config.defaultLocation,
    source: 'default' as const,
    error: DETECTION_FAILED_ERROR,
  }));
  return {
    language: found.location.language,
    source: found.source,
    location: found.location,
    error: found.error,
  };
}

export type SiteLanguageDetector = LanguageDetectorAsyncModule & {
  /** What was detected; null until detection has finished. Read-only: only `detect` writes it. */
  readonly result: Detection | null;
};

/** The i18next language-detector plugin: a thin adapter over the location chain. */
export function createLanguageDetector(env: DetectorEnv): SiteLanguageDetector {
  let result: Detection | null = null;
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
