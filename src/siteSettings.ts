/** The `VITE_*` settings, read once in the build for both the bundle and the plugins, so the CSP matches the bundle. */
import { MAILBOX_PROVIDERS, VIDEO_ORIGIN, type ProviderId } from './features/privacy/providers.ts';
import { timeTravelDays } from './features/demo-request/retention.ts';
import type { GeoService } from './location/services.ts';

export type SiteEnv = Record<string, string | boolean | undefined>;

type GeoServiceDefaults = Omit<GeoService, 'name'>;

/** The host's own `/geo` (worker/geo.ts), in the shape of ipapi.co's answer: the visitor's IP address stays with the host. */
export const EDGE_GEO_SERVICE: GeoServiceDefaults = {
  url: '/geo',
  codeField: 'country_code',
  nameField: 'country_name',
};

/** The public services a publisher may configure instead or after; the secondary's default fields are the spec's. */
export const PUBLIC_GEO_SERVICES = {
  ipapi: { url: 'https://ipapi.co/json/', codeField: 'country_code', nameField: 'country_name' },
  countryIs: { url: 'https://api.country.is/', codeField: 'country', nameField: null },
} as const satisfies Record<string, GeoServiceDefaults>;

/** A reserved `.example` domain: obviously a placeholder until `VITE_SITE_URL` names the real one. */
export const DEFAULT_SITE_URL = 'https://labsight.example';
export const VIDEO_EMBED_ORIGIN = VIDEO_ORIGIN;

/** The address the site's copy gives for questions, demo requests and privacy requests. */
export const CONTACT_EMAIL = 'info@labsight.si';

export type SiteSettings = {
  geoServices: [GeoService, ...GeoService[]];
  geolocationEnabled: boolean;
  siteUrl: string;
  /** A path on this site or another host's URL; null: the visitor's mail client instead. */
  demoRequestEndpoint: string | null;
  /** False only where the publisher chose the spec's immediate autoplay: not for the EU. */
  videoConsent: boolean;
  /** Who runs the mailbox that receives demo requests; null: not named yet. */
  mailboxProvider: ProviderId | null;
  /** D1 Time Travel's window for the account's plan, which the notice states. */
  timeTravelDays: number;
};

/** An empty variable counts as unset, so `VITE_GEO_PRIMARY_URL=` in a .env file breaks nothing. */
export function envString(env: SiteEnv, name: string): string | null {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Unset means on; `off`, `false`, `0`, `no`, `disabled` or `none` switch a setting off. */
const switchedOn = (value: string | null) =>
  value === null || !['off', 'false', '0', 'no', 'disabled', 'none'].includes(value.toLowerCase());

/** `none` switches a service off. */
const unlessNone = (value: string | null) =>
  value === null || value.toLowerCase() === 'none' ? [] : [value];

/** A service from `url` (answering in `fields`) or from `url|codeField|nameField`. */
function geoServiceFromText(
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

export function siteSettingsFromEnv(env: SiteEnv): SiteSettings {
  const fallbacks = unlessNone(envString(env, 'VITE_GEO_FALLBACKS')).flatMap((text) => text.split(/\s+/));
  const endpoint = envString(env, 'VITE_DEMO_REQUEST_ENDPOINT');
  const mailbox = envString(env, 'VITE_MAILBOX_PROVIDER');
  const mailboxProvider = MAILBOX_PROVIDERS.find((id) => id.toLowerCase() === mailbox?.toLowerCase()) ?? null;
  if (mailbox !== null && !mailboxProvider)
    throw new Error(
      `VITE_MAILBOX_PROVIDER must be one of ${MAILBOX_PROVIDERS.join(', ')} (src/features/privacy/providers.ts), got ${JSON.stringify(mailbox)}`,
    );
  return {
    // `/geo` alone by default; a public service only where the publisher sets one.
    geoServices: [
      geoServiceFromText(
        'Primary',
        envString(env, 'VITE_GEO_PRIMARY_URL') ?? EDGE_GEO_SERVICE.url,
        EDGE_GEO_SERVICE,
      ),
      ...unlessNone(envString(env, 'VITE_GEO_SECONDARY_URL')).map((text) =>
        geoServiceFromText('Secondary', text, { codeField: 'countryCode', nameField: 'country' }),
      ),
      ...fallbacks.map((text, index) =>
        geoServiceFromText(fallbacks.length > 1 ? `Fallback ${index + 1}` : 'Fallback', text),
      ),
    ],
    geolocationEnabled: switchedOn(envString(env, 'VITE_GEOLOCATION')),
    siteUrl: (envString(env, 'VITE_SITE_URL') ?? DEFAULT_SITE_URL).replace(/\/+$/, ''),
    // Unset: the edge worker's own endpoint; `mailto` (a static host with no worker): the visitor's mail client.
    demoRequestEndpoint:
      endpoint === null ? '/api/demo-requests' : endpoint.toLowerCase() === 'mailto' ? null : endpoint,
    videoConsent: switchedOn(envString(env, 'VITE_VIDEO_CONSENT')),
    mailboxProvider,
    timeTravelDays: timeTravelDays(env),
  };
}
