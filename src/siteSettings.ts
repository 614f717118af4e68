/** The `VITE_*` settings, read once in the build for both the bundle and the plugins, so the CSP matches the bundle. */
import type { GeoService } from './location/services';

export type SiteEnv = Record<string, string | boolean | undefined>;

type GeoServiceDefaults = Omit<GeoService, 'name'>;

export const DEFAULT_GEO_SERVICES: {
  primary: GeoServiceDefaults;
  secondary: GeoServiceDefaults;
  fallbacks: readonly GeoServiceDefaults[];
} = {
  primary: { url: 'https://ipapi.co/json/', codeField: 'country_code', nameField: 'country_name' },
  // Plain HTTP only: skipped on an HTTPS page, where the fallback makes the second service that can answer.
  secondary: { url: 'http://ip-api.com/json/', codeField: 'countryCode', nameField: 'country' },
  fallbacks: [{ url: 'https://api.country.is/', codeField: 'country', nameField: null }],
};

/** A reserved `.example` domain: obviously a placeholder until `VITE_SITE_URL` names the real one. */
export const DEFAULT_SITE_URL = 'https://labsight.example';
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The address the site's copy gives for questions, demo requests and privacy requests. */
export const CONTACT_EMAIL = 'info@labsight.si';

/** How long a detected location is reused (`config.locationCacheTtlMs`); here so the browser tests can import it. */
export const LOCATION_CACHE_TTL_MS = 86_400_000;

export type SiteSettings = {
  geoServices: [GeoService, ...GeoService[]];
  geolocationEnabled: boolean;
  siteUrl: string;
  /**
   * Where the dialog POSTs a demo request: a path on this site (the default, the edge worker's own endpoint) or
   * another host's URL. Null (`VITE_DEMO_REQUEST_ENDPOINT=mailto`): it opens the visitor's mail client instead.
   */
  demoRequestEndpoint: string | null;
};

/** An empty variable counts as unset, so `VITE_GEO_PRIMARY_URL=` in a .env file breaks nothing. */
export function envString(env: SiteEnv, name: string): string | null {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function geolocationEnabled(value: string | null): boolean {
  return value === null || !['off', 'false', '0', 'no', 'disabled'].includes(value.toLowerCase());
}

export function normaliseSiteUrl(value: string): string {
  return value.replace(/\/+$/, '');
}

export function geoServiceVariable(name: string): string {
  if (name === 'Primary') return 'VITE_GEO_PRIMARY_URL';
  return name === 'Secondary' ? 'VITE_GEO_SECONDARY_URL' : 'VITE_GEO_FALLBACKS';
}

/** A service from `url` (answering in `fields`) or from `url|codeField|nameField`. */
export function geoServiceFromText(
  name: string,
  text: string,
  fields: Pick<GeoService, 'codeField' | 'nameField'> = { codeField: '', nameField: null },
): GeoService {
  const [url = '', codeField, nameField] = text.split('|').map((part) => part.trim());
  return codeField
    ? { name, url, codeField, nameField: nameField || null }
    : { name, url, codeField: fields.codeField, nameField: fields.nameField };
}

export function geoServicesFromEnv(env: SiteEnv): [GeoService, ...GeoService[]] {
  const { primary, secondary, fallbacks } = DEFAULT_GEO_SERVICES;
  const configured = envString(env, 'VITE_GEO_FALLBACKS');
  const fallbackServices =
    configured === null
      ? fallbacks.map((service) => ({ name: 'Fallback', ...service }))
      : configured.toLowerCase() === 'none'
        ? []
        : configured
            .split(/\s+/)
            .map((text, index, all) =>
              geoServiceFromText(all.length > 1 ? `Fallback ${index + 1}` : 'Fallback', text),
            );
  return [
    geoServiceFromText('Primary', envString(env, 'VITE_GEO_PRIMARY_URL') ?? primary.url, primary),
    geoServiceFromText('Secondary', envString(env, 'VITE_GEO_SECONDARY_URL') ?? secondary.url, secondary),
    ...fallbackServices,
  ];
}

/** The edge worker's endpoint (worker/demoRequests.ts): what a site served by `wrangler deploy` answers. */
export const DEFAULT_DEMO_REQUEST_ENDPOINT = '/api/demo-requests';

/** Unset: the worker's endpoint; `mailto` (for a static host with no worker): null; anything else as given. */
export function demoRequestEndpoint(value: string | null): string | null {
  if (value === null) return DEFAULT_DEMO_REQUEST_ENDPOINT;
  return value.toLowerCase() === 'mailto' ? null : value;
}

export function siteSettingsFromEnv(env: SiteEnv): SiteSettings {
  return {
    geoServices: geoServicesFromEnv(env),
    geolocationEnabled: geolocationEnabled(envString(env, 'VITE_GEOLOCATION')),
    siteUrl: normaliseSiteUrl(envString(env, 'VITE_SITE_URL') ?? DEFAULT_SITE_URL),
    demoRequestEndpoint: demoRequestEndpoint(envString(env, 'VITE_DEMO_REQUEST_ENDPOINT')),
  };
}
