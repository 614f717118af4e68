/**
 * Every business constant of the site lives here, so that components and the location chain never hard-code one.
 * Service addresses can be overridden at build time with the `VITE_*` variables documented in the README.
 */
import { settings } from 'virtual:site-settings';
import { DEFAULT_LANGUAGE } from '@/languages';
import type { Location } from '@/location/types';
import { VIDEO_EMBED_ORIGIN } from '@/siteSettings';

// Worked out from the VITE_* variables by the build (scripts/vite/sitePlugin.ts), from the same function that feeds
// the CSP, `_headers` and the sitemap, so they allow and list exactly what the bundle uses.

export const DEFAULT_LOCATION: Location = Object.freeze({
  country: 'Slovenia',
  countryCode: 'SI',
  language: DEFAULT_LANGUAGE,
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
  /**
   * The geolocation services, asked in order until one answers with a country (`VITE_GEO_*`; see the README). By
   * default ipapi.co, then ip-api.com (plain HTTP: skipped on an HTTPS page), then api.country.is.
   */
  geoServices: settings.geoServices,
  /** The first service's address (`VITE_GEO_PRIMARY_URL`; `/geo` is the edge worker), for code that starts it early. */
  primaryGeoServiceUrl: settings.geoServices[0].url,
  /** `VITE_GEOLOCATION=off`: no geolocation request; the visitor's choice or else the default location decides. */
  geolocationEnabled: settings.geolocationEnabled,
  /** `VITE_SITE_URL`: the public address, for canonical, hreflang and Open Graph URLs and the sitemap. */
  siteUrl: settings.siteUrl,
  /** `VITE_DEMO_REQUEST_ENDPOINT` (Formspree-style JSON POST), or null: demo requests then open a `mailto:`. */
  demoRequestEndpoint: settings.demoRequestEndpoint,
  /** A demo request that has not been answered after this long counts as failed (the visitor can retry). */
  demoRequestTimeoutMs: 15_000,
  /**
   * Shown while the language is being detected, before any language is known, so it cannot come from a locale
   * file; the spec fixes its text.
   */
  loadingText: 'Loading...',
  /** Shown in the contact block on `/` as a mail link. */
  contactEmail: 'info@labsight.si',
  /**
   * The product demo on `/general`, embedded from YouTube's privacy-enhanced host; it must start muted, or browsers
   * refuse to autoplay it. Replace the id with the final video's before launch.
   */
  demoVideoId: 'LkYMQ3Hq5uE',
  demoVideoEmbedBase: `${VIDEO_EMBED_ORIGIN}/embed/`,
  demoVideoParams: 'autoplay=1&mute=1',
} as const;

/** The demo video's embed address: host, id and the autoplay-muted parameters. */
export function demoVideoSrc(): string {
  return `${config.demoVideoEmbedBase}${config.demoVideoId}?${config.demoVideoParams}`;
}
