/** The CSP and hosting headers, from the same settings as the bundle, so the policy allows exactly the hosts it calls. */
import type { GeoService } from '../../src/location/services.ts';
import { geoServiceVariable, VIDEO_EMBED_ORIGIN, type SiteSettings } from '../../src/siteSettings.ts';

export type PolicyTarget = 'meta' | 'header';

/** The origin of an absolute http(s) URL; throws with the variable's name so a broken build says what to fix. */
export function originOf(url: string, variable: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${variable} must be an absolute http(s) URL, got ${JSON.stringify(url)}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`${variable} must be an absolute http(s) URL, got ${JSON.stringify(url)}`);
  }
  return parsed.origin;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** A geolocation service's CSP source: its origin, or `'self'` for a path on this site (`/geo`, the edge worker). */
export function geoServiceSource(service: GeoService): string {
  const variable = geoServiceVariable(service.name);
  if (service.codeField === '') {
    throw new Error(
      `${variable}: ${JSON.stringify(service.url)} needs its answer's fields, as url|codeField|nameField`,
    );
  }
  // One leading slash: a path on this origin. Two would be a protocol-relative URL to another host.
  if (/^\/(?!\/)/.test(service.url)) return "'self'";
  return originOf(service.url, variable);
}

/** The demo-request endpoint's CSP source: `'self'` for a path on this site (the worker's), else its origin. */
export function demoEndpointSource(endpoint: string): string {
  if (/^\/(?!\/)/.test(endpoint)) return "'self'";
  return originOf(endpoint, 'VITE_DEMO_REQUEST_ENDPOINT');
}

export function connectSources(settings: SiteSettings): string[] {
  const geolocation = settings.geolocationEnabled ? settings.geoServices.map(geoServiceSource) : [];
  const endpoint = settings.demoRequestEndpoint ? [demoEndpointSource(settings.demoRequestEndpoint)] : [];
  return unique(["'self'", ...geolocation, ...endpoint]);
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
    ['frame-src', [VIDEO_EMBED_ORIGIN]],
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
    '  Referrer-Policy: strict-origin-when-cross-origin',
    `  Permissions-Policy: ${PERMISSIONS_POLICY}`,
    '',
    '# Hashed file names change with their content, so they can be cached for good.',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}
