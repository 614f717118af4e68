/** The `VITE_*` settings, read once in the build for both the bundle and the plugins, so the CSP matches the bundle. */
import { MAILBOX_PROVIDERS, VIDEO_ORIGIN, type ProviderId } from './features/privacy/providers.ts';
import type { GeoService } from './location/services.ts';

export type SiteEnv = Record<string, string | boolean | undefined>;

type GeoServiceDefaults = Omit<GeoService, 'name'>;

/** The host's own `/geo` (worker/geo.ts), in the shape of ipapi.co's answer: the visitor's IP address stays with the host. */
export const EDGE_GEO_SERVICE: GeoServiceDefaults = {
  url: '/geo',
  codeField: 'country_code',
  nameField: 'country_name',
};

/**
 * The public services a publisher may configure instead or after (each has a registry entry with its facts). The
 * secondary's default answer fields are the spec's (`country`, `countryCode`).
 */
export const PUBLIC_GEO_SERVICES = {
  ipapi: { url: 'https://ipapi.co/json/', codeField: 'country_code', nameField: 'country_name' },
  countryIs: { url: 'https://api.country.is/', codeField: 'country', nameField: null },
} as const satisfies Record<string, GeoServiceDefaults>;

const SECONDARY_FIELDS: Pick<GeoService, 'codeField' | 'nameField'> = {
  codeField: 'countryCode',
  nameField: 'country',
};

/** A reserved `.example` domain: obviously a placeholder until `VITE_SITE_URL` names the real one. */
export const DEFAULT_SITE_URL = 'https://labsight.example';
export const VIDEO_EMBED_ORIGIN = VIDEO_ORIGIN;

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
  /** False only where the publisher chose the spec's immediate autoplay (`VITE_VIDEO_CONSENT=off`): not for the EU. */
  videoConsent: boolean;
  /** Who runs the mailbox that receives demo requests (`VITE_MAILBOX_PROVIDER`); null: not named yet. */
  mailboxProvider: ProviderId | null;
};

/** An empty variable counts as unset, so `VITE_GEO_PRIMARY_URL=` in a .env file breaks nothing. */
export function envString(env: SiteEnv, name: string): string | null {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

const OFF = ['off', 'false', '0', 'no', 'disabled', 'none'];

/** Unset means on; `off`, `false`, `0`, `no`, `disabled` or `none` switch a setting off. */
export function switchedOn(value: string | null): boolean {
  return value === null || !OFF.includes(value.toLowerCase());
}

export const geolocationEnabled = switchedOn;

export function mailboxProviderFromEnv(env: SiteEnv): ProviderId | null {
  const value = envString(env, 'VITE_MAILBOX_PROVIDER');
  if (value === null) return null;
  const id = MAILBOX_PROVIDERS.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (!id)
    throw new Error(
      `VITE_MAILBOX_PROVIDER must be one of ${MAILBOX_PROVIDERS.join(', ')} (src/features/privacy/providers.ts), got ${JSON.stringify(value)}`,
    );
  return id;
}

export function normaliseSiteUrl(value: string): string {
  return value.replace(/\/+$/, '');
}

/** A service from `url` (answering in `fields`) or from `url|codeField|nameField`. */
export function geoServiceFromText(
  name: string,
  text: string,
  fields: Pick<GeoService, 'codeField' | 'nameField'> = { codeField: '', nameField: null },
): GeoService {
  const [url = '', codeField, nameField] = text.split('|').map((part) => part.trim());
  if (codeField) return { name, url, codeField, nameField: nameField || null };
  // A known public service's address alone brings its own answer fields.
  const known = Object.values(PUBLIC_GEO_SERVICES).find((service) => service.url === url) ?? fields;
  return { name, url, codeField: known.codeField, nameField: known.nameField };
}

/** `/geo` alone by default; a public service only where the publisher sets one. */
export function geoServicesFromEnv(env: SiteEnv): [GeoService, ...GeoService[]] {
  const configured = envString(env, 'VITE_GEO_FALLBACKS');
  const fallbackServices =
    configured === null || configured.toLowerCase() === 'none'
      ? []
      : configured
          .split(/\s+/)
          .map((text, index, all) =>
            geoServiceFromText(all.length > 1 ? `Fallback ${index + 1}` : 'Fallback', text),
          );
  const secondary = envString(env, 'VITE_GEO_SECONDARY_URL');
  return [
    geoServiceFromText(
      'Primary',
      envString(env, 'VITE_GEO_PRIMARY_URL') ?? EDGE_GEO_SERVICE.url,
      EDGE_GEO_SERVICE,
    ),
    ...(secondary === null || secondary.toLowerCase() === 'none'
      ? []
      : [geoServiceFromText('Secondary', secondary, SECONDARY_FIELDS)]),
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
    videoConsent: switchedOn(envString(env, 'VITE_VIDEO_CONSENT')),
    mailboxProvider: mailboxProviderFromEnv(env),
  };
}
