/** The CSP and hosting headers, from the same settings as the bundle, so the policy allows exactly the hosts it calls. */
import type { GeoService } from '../../src/location/services.ts';
import {
  contactedOrigins,
  geoServiceVariable,
  originOf,
  recipients,
} from '../../src/features/privacy/recipients.ts';
import { CONTACT_EMAIL, type SiteSettings } from '../../src/siteSettings.ts';

export { originOf };

export type PolicyTarget = 'meta' | 'header';

/** A geolocation service without its answer's fields cannot be read: the build says which variable to complete. */
export function checkGeoService(service: GeoService): void {
  if (service.codeField === '') {
    throw new Error(
      `${geoServiceVariable(service.name)}: ${JSON.stringify(service.url)} needs its answer's fields, as url|codeField|nameField`,
    );
  }
}

/** Who the build contacts, from the provider registry: throws for an origin with no entry, naming its variable. */
function contacted(settings: SiteSettings) {
  if (settings.geolocationEnabled) settings.geoServices.forEach(checkGeoService);
  return contactedOrigins(recipients({ ...settings, contactEmail: CONTACT_EMAIL }));
}

export function connectSources(settings: SiteSettings): string[] {
  return [...new Set(["'self'", ...contacted(settings).connect])];
}

/** `frame-ancestors` only works as a header (a `<meta>` policy ignores it), so the meta tag leaves it out. */
export function cspDirectives(
  settings: SiteSettings,
  target: PolicyTarget,
  inlineScriptHashes: readonly string[] = [],
  inlineStyleHashes: readonly string[] = [],
): [string, string[]][] {
  const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Files from this origin, plus the inline start-up script and stylesheet by their hashes (never 'unsafe-inline').
    ['script-src', ["'self'", ...quoted(inlineScriptHashes)]],
    ['style-src', ["'self'", ...quoted(inlineStyleHashes)]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', connectSources(settings)],
    ['frame-src', contacted(settings).frame],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The demo form is sent by script (fetch or a mailto: navigation), never by a native form submission; a
    // location change to mailto: is not governed by form-action.
    ['form-action', ["'self'"]],
  ];
  if (target === 'header') directives.push(['frame-ancestors', ["'none'"]]);
  return directives;
}

export function contentSecurityPolicy(
  settings: SiteSettings,
  target: PolicyTarget,
  inlineScriptHashes: readonly string[] = [],
  inlineStyleHashes: readonly string[] = [],
): string {
  return cspDirectives(settings, target, inlineScriptHashes, inlineStyleHashes)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** What the site needs of the browser's powerful features: none (the video frame keeps its own `allow` list). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** `_headers` for the reference host's static files; the edge worker's responses (`/geo`) set their own. */
export function headersFile(
  settings: SiteSettings,
  inlineScriptHashes: readonly string[] = [],
  inlineStyleHashes: readonly string[] = [],
): string {
  return [
    '# Generated at build time by scripts/vite/sitePlugin.ts from the VITE_* settings; do not edit in dist/.',
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(settings, 'header', inlineScriptHashes, inlineStyleHashes)}`,
    '  X-Content-Type-Options: nosniff',
    // Two years, as the HSTS preload list asks; the site is only ever served over HTTPS.
    '  Strict-Transport-Security: max-age=63072000; includeSubDomains',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    `  Permissions-Policy: ${PERMISSIONS_POLICY}`,
    '',
    '# Hashed file names change with their content, so they can be cached for good.',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}
