/** The CSP and hosting headers, from the same settings as the bundle, so the policy allows exactly the hosts it calls. */
import { contactedOrigins, geoServiceVariable, recipients } from '../../src/features/privacy/recipients.ts';
import { CONTACT_EMAIL, type SiteSettings } from '../../src/siteSettings.ts';

export type InlineHashes = { script?: string; style?: string };

/** `frame-ancestors` only works as a header (a `<meta>` policy ignores it), so the meta tag leaves it out. */
export function cspDirectives(
  settings: SiteSettings,
  target: 'meta' | 'header',
  hashes: InlineHashes = {},
): [string, string[]][] {
  // A geolocation service without its answer's fields cannot be read: the build says which variable to complete.
  for (const service of settings.geolocationEnabled ? settings.geoServices : [])
    if (service.codeField === '')
      throw new Error(
        `${geoServiceVariable(service.name)}: ${JSON.stringify(service.url)} needs its answer's fields, as url|codeField|nameField`,
      );
  const contacted = contactedOrigins(recipients({ ...settings, contactEmail: CONTACT_EMAIL }));
  const self = (hash?: string) => ["'self'", ...(hash ? [`'${hash}'`] : [])];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', self(hashes.script)],
    ['style-src', self(hashes.style)],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', [...new Set(["'self'", ...contacted.connect])]],
    ['frame-src', contacted.frame],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The demo form is sent by script (fetch or mailto:), never by a native form submission.
    ['form-action', ["'self'"]],
  ];
  if (target === 'header') directives.push(['frame-ancestors', ["'none'"]]);
  return directives;
}

export const contentSecurityPolicy = (...args: Parameters<typeof cspDirectives>): string =>
  cspDirectives(...args)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/** `_headers` for the reference host's static files; the edge worker's responses (`/geo`) set their own. */
export function headersFile(settings: SiteSettings, hashes: InlineHashes = {}): string {
  return [
    '# Generated at build time by scripts/vite/sitePlugin.ts from the VITE_* settings; do not edit in dist/.',
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(settings, 'header', hashes)}`,
    '  X-Content-Type-Options: nosniff',
    // Two years, as the HSTS preload list asks; the site is only ever served over HTTPS.
    '  Strict-Transport-Security: max-age=63072000; includeSubDomains',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    // The site needs none of the browser's powerful features (the video frame keeps its own `allow` list).
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    '',
    '# Hashed file names change with their content, so they can be cached for good.',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}
