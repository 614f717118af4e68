/**
 * The location chain's constants, apart from the rest of `config` (which spreads them): the inline start-up script
 * imports only these, so the bytes of every page carry none of the site's other settings.
 */
import { geolocationEnabled, geoServices } from 'virtual:site-settings';
import { DEFAULT_LANGUAGE, LANGUAGE_CHOICE_KEY } from '@/languages';
import type { Location } from './types';

export const locationConfig = {
  locationCacheKey: 'userLocation',
  languageChoiceKey: LANGUAGE_CHOICE_KEY,
  locationCacheTtlMs: 86_400_000,
  fetchTimeoutMs: 5000,
  defaultLocation: Object.freeze<Location>({
    country: 'Slovenia',
    countryCode: 'SI',
    language: DEFAULT_LANGUAGE,
  }),
  /** Asked in order until one answers with a country; the build's reading of VITE_* (sitePlugin.ts). */
  geoServices,
  geolocationEnabled,
} as const;
