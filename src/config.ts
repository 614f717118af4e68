/**
 * Every business constant of the site lives here, so that components and the location chain never hard-code one.
 * Service addresses can be overridden at build time with the `VITE_*` variables documented in the README.
 */
import type { Location } from '@/location/types';

const env = import.meta.env;

/** An empty variable counts as unset, so `VITE_GEO_PRIMARY_URL=` in a .env file does not break detection. */
function fromEnv(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

export const DEFAULT_LOCATION: Location = Object.freeze({
  country: 'Slovenia',
  countryCode: 'SI',
  language: 'sl',
});

export const config = {
  /** localStorage key of the cached geolocation record: `{ location, timestamp }`. */
  locationCacheKey: 'userLocation',
  /** localStorage key of the language a visitor picked themselves; it beats geolocation on later visits. */
  languageChoiceKey: 'preferredLanguage',
  /** How long a cached location is reused: 24 hours. */
  locationCacheTtlMs: 86_400_000,
  /** Every geolocation request is aborted after this long. */
  fetchTimeoutMs: 5000,
  defaultLocation: DEFAULT_LOCATION,
  primaryGeoServiceUrl: fromEnv(env.VITE_GEO_PRIMARY_URL, 'https://ipapi.co/json/'),
  /** ip-api.com's free tier is plain HTTP only; the chain skips it on an HTTPS page (a browser would block it). */
  secondaryGeoServiceUrl: fromEnv(env.VITE_GEO_SECONDARY_URL, 'http://ip-api.com/json/'),
  /**
   * Shown while the language is being detected, before any language is known, so it cannot come from a locale
   * file; the spec fixes its text.
   */
  loadingText: 'Loading...',
} as const;
