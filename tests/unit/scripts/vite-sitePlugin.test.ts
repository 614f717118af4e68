// @vitest-environment jsdom
// (DOMParser reads the XML the plugin writes.) The built site's files are checked in tests/e2e/built.spec.ts.
import { LANGUAGES, type Language } from '@/languages';
import { SITE_PAGES } from '@/sitePages';
import { randomBytes } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import { COMPANY_VARIABLES } from '@/publisher';
import { PUBLISHER_ENV } from '../../support/publisher';
import { contentSecurityPolicy, headersFile } from '../../../scripts/vite/securityHeaders';
import { robotsTxt, sitemapXml } from '../../../scripts/vite/seoFiles';
import {
  FIRST_ROUND_TRIP_BYTES,
  inlineStyleIfItFits,
  roundTripReport,
} from '../../../scripts/vite/prerender';
import { sitePlugin, siteSettingsPlugin } from '../../../scripts/vite/sitePlugin';
import { publishProblems } from '../../../scripts/publish-check';
import { CONTACT_EMAIL, siteSettingsFromEnv, type SiteEnv } from '@/siteSettings';

const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const policy = (env: SiteEnv) => contentSecurityPolicy(siteSettingsFromEnv(env), 'meta');

// On the built sites: the inline hashes (tests/e2e/built.spec.ts), the public services' origins (handing over to the
// secondary works only if connect-src allows it: tests/e2e/public-services.variant.ts) and a demo endpoint's
// (tests/e2e/geolocation-off.variant.ts).
it("the CSP allows only this origin and the video host by default: the lookup is the host's own /geo", () => {
  expect(policy({})).toBe(
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src https://www.youtube-nocookie.com; object-src 'none'; base-uri 'self'; form-action 'self'",
  );
});

it.each([
  ['VITE_GEO_PRIMARY_URL', 'https://geo.example.org/json/', 'no entry in the provider registry'],
  ['VITE_GEO_FALLBACKS', 'https://get.geojs.io/v1/ip/country.json|country|name', 'no entry'],
  ['VITE_DEMO_REQUEST_ENDPOINT', 'https://formspree.io/f/abc', 'no entry in the provider registry'],
  // Neither an absolute http(s) URL nor a path on this site.
  ['VITE_DEMO_REQUEST_ENDPOINT', 'formspree.io/f/abc', 'absolute http(s) URL'],
  ['VITE_DEMO_REQUEST_ENDPOINT', 'javascript:alert(1)', 'absolute http(s) URL'],
  // Two slashes make a protocol-relative address: another host, not a path on this one.
  ['VITE_DEMO_REQUEST_ENDPOINT', '//forms.example.org/f', 'absolute http(s) URL'],
  ['VITE_GEO_PRIMARY_URL', 'not a url', 'absolute http(s) URL'],
  ['VITE_GEO_PRIMARY_URL', '//geo.example.org/json/', 'absolute http(s) URL'],
  ['VITE_GEO_SECONDARY_URL', 'geo', 'absolute http(s) URL'],
  ['VITE_GEO_FALLBACKS', 'ftp://geo.example.org/|country', 'absolute http(s) URL'],
  // A fallback service that does not name its answer's country-code field.
  ['VITE_GEO_FALLBACKS', 'https://geo.example.org/json/', 'url|codeField'],
])('fails the build for %s=%s, naming the variable and what to fix', (name, value, reason) => {
  expect(() => policy({ [name]: value })).toThrow(name);
  expect(() => policy({ [name]: value })).toThrow(reason);
});

// The /assets/* cache header on the served files: tests/e2e/hosting.spec.ts.
it('_headers sends the header policy and the hardening headers for every path', () => {
  const settings = siteSettingsFromEnv({});
  expect(headersFile(settings, { script: 'sha256-a' }).split('\n').slice(1, 7)).toEqual([
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(settings, 'header', { script: 'sha256-a' })}`,
    '  X-Content-Type-Options: nosniff',
    '  Strict-Transport-Security: max-age=63072000; includeSubDomains',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  ]);
});

it('robots.txt allows everything and names sitemap.xml, which lists every page at its language URLs and its spec route, each with all its alternates', () => {
  const site = 'https://s.test';
  expect(robotsTxt(site)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`);
  const doc = new DOMParser().parseFromString(sitemapXml(site), 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const read = [...doc.getElementsByTagNameNS(SITEMAP, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent,
    alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  }));
  const at = (path: string, language?: Language) =>
    `${site}${language ? `/${language}${path === '/' ? '' : path}` : path}`;
  /** A page's addresses by hreflang: each language's, then its spec route's. */
  const urls = (path: string) => [
    ...LANGUAGES.map((language) => [language, at(path, language)]),
    ['x-default', at(path)],
  ];
  expect(read).toEqual(
    SITE_PAGES.flatMap(({ path }) => urls(path).map(([, loc]) => ({ loc, alternates: urls(path) }))),
  );
});

/** Each company fact as its variable's value in `env`, else `otherwise(variable)`. */
const factsOf = (env: Record<string, string>, otherwise: (variable: string) => string) =>
  Object.fromEntries(
    Object.entries(COMPANY_VARIABLES).map(([fact, variable]) => [fact, env[variable] ?? otherwise(variable)]),
  );

function resolve(env: SiteEnv) {
  const warn = vi.fn();
  const config = { env, mode: 'production', command: 'build', logger: { warn } };
  const plugin = siteSettingsPlugin();
  (plugin.configResolved as (config: unknown) => void)(config);
  (sitePlugin().configResolved as (config: unknown) => void)(config);
  const source = (plugin.load as (id: string) => string)('\0virtual:company');
  const facts = async () =>
    (await import(`data:text/javascript,${encodeURIComponent(source)}`)).company as Record<string, string>;
  return { warn, facts };
}

it('the build shows an unset company fact as its variable and warns, naming each; the email defaults to the contact address', async () => {
  const env = { VITE_COMPANY_NAME: 'LabSight d.o.o.' };
  const { warn, facts } = resolve(env);
  expect(await facts()).toEqual({ ...factsOf(env, (variable) => `[${variable}]`), email: CONTACT_EMAIL });
  // What `npm run deploy` refuses, each named (publish-check.test.ts).
  expect(warn.mock.calls.map(([message]) => message)).toEqual(publishProblems(env));
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/VITE_COMPANY_ADDRESS, .* are not set/));
});

it('uses every fact that is set, and warns only of a fact in a shape the registers never use', async () => {
  const env = {
    ...PUBLISHER_ENV,
    VITE_COMPANY_EMAIL: 'legal@lab.test',
    VITE_SITE_URL: 'https://www.labsight.si',
  };
  const { warn, facts } = resolve(env);
  expect(await facts()).toEqual(factsOf(env, () => 'unset'));
  expect(warn).not.toHaveBeenCalled();
  expect(resolve({ ...env, VITE_COMPANY_VAT_ID: '12345678' }).warn).toHaveBeenCalledExactlyOnceWith(
    expect.stringMatching(/VITE_COMPANY_VAT_ID must be "SI" and eight digits/),
  );
});

it('fails the build on a VITE_SITE_URL that is not an absolute URL', () => {
  expect(() => resolve({ VITE_SITE_URL: 'www.labsight.si' })).toThrow('VITE_SITE_URL');
});

const link = '<link rel="stylesheet" crossorigin href="/assets/style.css" />';
const page = (body: string) =>
  `<html><head>${link}<meta name="a" content="b"/></head><body>${body}</body></html>`;
const style = { link, source: '.a{content:"$&"}' };

it('inlines the stylesheet in place of its link, the page otherwise as it was, while the page gzipped fits in the first round trip', () => {
  const { html, gzipped } = inlineStyleIfItFits(page('<p>Short</p>'), style);
  expect(html).toBe(
    '<html><head><style>.a{content:"$&"}</style><meta name="a" content="b"/></head><body><p>Short</p></body></html>',
  );
  expect(gzipped).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  // Random text does not compress: this page alone is past the limit.
  const large = page(`<p>${randomBytes(FIRST_ROUND_TRIP_BYTES).toString('base64')}</p>`);
  expect(inlineStyleIfItFits(large, style).html).toBe(large);
  expect(inlineStyleIfItFits(large, style).gzipped).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES);
  expect(() => inlineStyleIfItFits('<html></html>', style)).toThrow(/does not have <link/);
});

it('the round-trip report prints every page with what it has to spare, the tightest first, and says which page is over', () => {
  const report = roundTripReport([
    { path: '/en', gzipped: FIRST_ROUND_TRIP_BYTES - 2000 },
    { path: '/sl/general', gzipped: FIRST_ROUND_TRIP_BYTES - 315 },
    { path: '/en/general', gzipped: FIRST_ROUND_TRIP_BYTES + 10 },
  ]);
  expect(report.slice(1).map((line) => line.trim().split(/\s+/)[0])).toEqual([
    '/en/general',
    '/sl/general',
    '/en',
  ]);
  expect(report[1]).toMatch(/10 B OVER/);
  expect(report[2]).toMatch(/315 B to spare/);
});
