/**
 * The build-time settings that both the browser code (through `src/config.ts`) and the Vite plugins (CSP, `_headers`,
 * sitemap) derive from the same `VITE_*` variables. Plain TypeScript without `import.meta.env`, so Node can load it
 * too: the CSP must allow exactly the hosts the bundle will call, never a copy of them that can drift.
 */

/** What `import.meta.env` (browser) or Vite's `loadEnv` (Node) provides. */
export type SiteEnv = Record<string, string | boolean | undefined>;

export const DEFAULT_PRIMARY_GEO_URL = 'https://ipapi.co/json/';
/** ip-api.com's free tier is plain HTTP only; the chain skips it on an HTTPS page (a browser would block it). */
export const DEFAULT_SECONDARY_GEO_URL = 'http://ip-api.com/json/';
/** A reserved `.example` domain (RFC 2606): obviously a placeholder until `VITE_SITE_URL` names the real one. */
export const DEFAULT_SITE_URL = 'https://labsight.example';
/** The privacy-enhanced YouTube host the demo video is embedded from. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export type SiteSettings = {
  primaryGeoServiceUrl: string;
  secondaryGeoServiceUrl: string;
  /** False with `VITE_GEOLOCATION=off`: no geolocation request at all. */
  geolocationEnabled: boolean;
  /** Absolute origin (plus optional base path) without a trailing slash, e.g. `https://labsight.example`. */
  siteUrl: string;
  /** A Formspree-style endpoint, or null: then a demo request opens the visitor's mail client (`mailto:`). */
  demoRequestEndpoint: string | null;
};

/** An empty variable counts as unset, so `VITE_GEO_PRIMARY_URL=` in a .env file does not break anything. */
export function envString(env: SiteEnv, name: string): string | null {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** `off`, `false`, `0`, `no` and `disabled` (any case) switch geolocation off; anything else leaves it on. */
export function geolocationEnabled(value: string | null): boolean {
  return value === null || !['off', 'false', '0', 'no', 'disabled'].includes(value.toLowerCase());
}

export function normaliseSiteUrl(value: string): string {
  return value.replace(/\/+$/, '');
}

export function siteSettingsFromEnv(env: SiteEnv): SiteSettings {
  return {
    primaryGeoServiceUrl: envString(env, 'VITE_GEO_PRIMARY_URL') ?? DEFAULT_PRIMARY_GEO_URL,
    secondaryGeoServiceUrl: envString(env, 'VITE_GEO_SECONDARY_URL') ?? DEFAULT_SECONDARY_GEO_URL,
    geolocationEnabled: geolocationEnabled(envString(env, 'VITE_GEOLOCATION')),
    siteUrl: normaliseSiteUrl(envString(env, 'VITE_SITE_URL') ?? DEFAULT_SITE_URL),
    demoRequestEndpoint: envString(env, 'VITE_DEMO_REQUEST_ENDPOINT'),
  };
}
