import type { LanguageDetectorAsyncModule } from 'i18next';
import { locationConfig } from '@/location/locationConfig';
import { cachedLocation, detectLocation, type DetectLocationDeps } from '@/location/detectLocation';
import type { KeyValueStorage } from '@/location/types';
import { DEFAULT_LANGUAGE, type Language } from '@/languages';
import { pathLanguage, queryLanguage } from '@/sitePages';
import { browserStorage, storedChoice } from './language';

export type DetectorEnv = {
  pathname: string;
  search: string;
  storage: KeyValueStorage | null;
  /** Null with `VITE_GEOLOCATION=off`. */
  chain: DetectLocationDeps | null;
};

export function browserDetectorEnv(fetch = window.fetch.bind(window)): DetectorEnv {
  const storage = browserStorage();
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    storage,
    chain: locationConfig.geolocationEnabled
      ? {
          fetch,
          storage,
          now: () => Date.now(),
          services: locationConfig.geoServices,
          cacheKey: locationConfig.locationCacheKey,
          ttlMs: locationConfig.locationCacheTtlMs,
          timeoutMs: locationConfig.fetchTimeoutMs,
          defaultLocation: locationConfig.defaultLocation,
          pageProtocol: window.location.protocol,
          logger: console,
        }
      : null,
  };
}

/** Known without a request: a language URL, `?lng=`, the choice, the default when geolocation is off, the cache. */
export function knownLanguage({ pathname, search, storage, chain }: DetectorEnv): Language | null {
  const given = pathLanguage(pathname) ?? queryLanguage(search) ?? storedChoice(storage);
  if (given) return given;
  if (!chain) return DEFAULT_LANGUAGE;
  return cachedLocation(chain)?.language ?? null;
}

export function createLanguageDetector(env: DetectorEnv): LanguageDetectorAsyncModule {
  const lookUp = async (chain: DetectLocationDeps): Promise<Language> => {
    // It never rejects by contract; a regression must still not leave i18next's init pending for ever.
    const { location } = await detectLocation(chain).catch(() => ({
      location: locationConfig.defaultLocation,
    }));
    return location.language;
  };
  return {
    type: 'languageDetector',
    async: true,
    callbackApi: false,
    detect: async () => knownLanguage(env) ?? (await lookUp(env.chain!)),
    cacheUserLanguage: () => {},
  };
}
