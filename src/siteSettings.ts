/**
 * The build-time settings that both the browser code and the Vite plugins (CSP, `_headers`, sitemap) derive from the
 * same `VITE_*` variables. Plain TypeScript without `import.meta.env`: it runs in Node, in the build, and the bundle
 * receives its result as data (`virtual:site-settings`, read by `src/config.ts`). The CSP must allow exactly the hosts
 * the bundle will call, never a copy of them that can drift.
 */
import type { GeoService } from './location/services';

/** What `import.meta.env` (browser) or Vite's `loadEnv` (Node) provides. */
export type SiteEnv = Record<string, string | boolean | undefined>;

/**
 * The geolocation chain by default: the spec's two services, then one that works from an HTTPS page, so a visitor
 * there has two services that can answer. Each variable below replaces one part.
 */
type GeoServiceDefaults = Omit<GeoService, 'name'>;

export const DEFAULT_GEO_SERVICES: {
  primary: GeoServiceDefaults;
  secondary: GeoServiceDefaults;
  fallbacks: readonly GeoServiceDefaults[];
} = {
  /** ipapi.co, free tier without a key: HTTPS with CORS, about 1,000 lookups a day. The spec's primary shape. */
  primary: { url: 'https://ipapi.co/json/', codeField: 'country_code', nameField: 'country_name' },
  /** ip-api.com's free tier is plain HTTP only (and non-commercial): the chain skips it on an HTTPS page. */
  secondary: { url: 'http://ip-api.com/json/', codeField: 'countryCode', nameField: 'country' },
  /** api.country.is: HTTPS with CORS, free for any use including commercial; it answers the code only. */
  fallbacks: [{ url: 'https://api.country.is/', codeField: 'country', nameField: null }],
};

/** A reserved `.example` domain (RFC 2606): obviously a placeholder until `VITE_SITE_URL` names the real one. */
export const DEFAULT_SITE_URL = 'https://labsight.example';
/** The privacy-enhanced YouTube host the demo video is embedded from. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export type SiteSettings = {
  /** The services the chain asks, in order: primary, secondary, then the fallbacks. */
  geoServices: [GeoService, ...GeoService[]];
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

/** The variable that sets a service of the chain, by the service's name: for messages that say what to fix. */
export function geoServiceVariable(name: string): string {
  if (name === 'Primary') return 'VITE_GEO_PRIMARY_URL';
  return name === 'Secondary' ? 'VITE_GEO_SECONDARY_URL' : 'VITE_GEO_FALLBACKS';
}

/**
 * One service from `url` (answering in `fields`, the spec's shape of that service) or from `url|codeField|nameField`
 * for a service that answers in other fields; without a name field, the service answers with the code only.
 */
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

/**
 * The chain from `VITE_GEO_PRIMARY_URL` and `VITE_GEO_SECONDARY_URL` (each an address, or `url|codeField|nameField`)
 * and `VITE_GEO_FALLBACKS` (`url|codeField[|nameField]` entries separated by spaces, or `none`). What is unset keeps
 * its default.
 */
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

export function siteSettingsFromEnv(env: SiteEnv): SiteSettings {
  return {
    geoServices: geoServicesFromEnv(env),
    geolocationEnabled: geolocationEnabled(envString(env, 'VITE_GEOLOCATION')),
    siteUrl: normaliseSiteUrl(envString(env, 'VITE_SITE_URL') ?? DEFAULT_SITE_URL),
    demoRequestEndpoint: envString(env, 'VITE_DEMO_REQUEST_ENDPOINT'),
  };
}
