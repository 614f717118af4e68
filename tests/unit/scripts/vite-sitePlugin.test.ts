// @vitest-environment jsdom
// (DOMParser reads the XML the plugin writes.) The built site's files are checked in tests/e2e/built.spec.ts.
import { LANGUAGES, type Language } from '@/languages';
import { SITE_PAGES } from '@/sitePages';
import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { PUBLISHER_ENV } from '../../support/publisher';
import { cspDirectives, contentSecurityPolicy, headersFile } from '../../../scripts/vite/securityHeaders';
import { robotsTxt, sitemapXml } from '../../../scripts/vite/seoFiles';
import {
  FIRST_ROUND_TRIP_BYTES,
  inlineStylesIfTheyFit,
  roundTripReport,
} from '../../../scripts/vite/prerender';
import { siteFiles, sitePlugin, siteSettingsPlugin } from '../../../scripts/vite/sitePlugin';
import { CONTACT_EMAIL, siteSettingsFromEnv, type SiteEnv } from '@/siteSettings';
import { directive } from '../../support/csp.ts';

const defaults = siteSettingsFromEnv({});

describe('contentSecurityPolicy', () => {
  it("allows only this origin and the video host by default: the lookup is the host's own /geo", () => {
    const policy = contentSecurityPolicy(defaults, 'meta');
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('adds each configured public service that has a registry entry, and a loopback test double', () => {
    const settings = siteSettingsFromEnv({
      VITE_GEO_PRIMARY_URL: 'https://ipapi.co/json/',
      VITE_GEO_FALLBACKS: 'https://api.country.is/',
      VITE_DEMO_REQUEST_ENDPOINT: 'http://127.0.0.1:4999/f/demo',
    });
    expect(directive(contentSecurityPolicy(settings, 'meta'), 'connect-src')).toEqual([
      "'self'",
      'https://ipapi.co',
      'https://api.country.is',
      'http://127.0.0.1:4999',
    ]);
  });

  it.each([
    ['VITE_GEO_PRIMARY_URL', 'https://geo.example.org/json/'],
    ['VITE_GEO_FALLBACKS', 'https://get.geojs.io/v1/ip/country.json|country|name'],
    ['VITE_DEMO_REQUEST_ENDPOINT', 'https://formspree.io/f/abc'],
  ])('fails the build for %s at an origin with no registry entry, saying what to add', (name, value) => {
    expect(() => contentSecurityPolicy(siteSettingsFromEnv({ [name]: value }), 'meta')).toThrow(
      new RegExp(`${name}.*no entry in the provider registry`),
    );
  });

  it('drops the geolocation hosts when VITE_GEOLOCATION=off', () => {
    const settings = siteSettingsFromEnv({
      VITE_GEOLOCATION: 'off',
      VITE_GEO_PRIMARY_URL: 'https://ipapi.co/json/',
    });
    expect(directive(contentSecurityPolicy(settings, 'header'), 'connect-src')).toEqual(["'self'"]);
  });

  it("allows the default demo endpoint, a path on this site, as 'self' and nothing more", () => {
    const settings = siteSettingsFromEnv({ VITE_GEOLOCATION: 'off' });
    expect(settings.demoRequestEndpoint).toBe('/api/demo-requests');
    expect(directive(contentSecurityPolicy(settings, 'meta'), 'connect-src')).toEqual(["'self'"]);
  });

  it("puts frame-ancestors 'none' in the header only: a meta policy cannot carry it", () => {
    expect(directive(contentSecurityPolicy(defaults, 'header'), 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(contentSecurityPolicy(defaults, 'meta'), 'frame-ancestors')).toBeUndefined();
    expect(cspDirectives(defaults, 'header').slice(0, -1)).toEqual(cspDirectives(defaults, 'meta'));
  });

  it.each([
    ['VITE_DEMO_REQUEST_ENDPOINT', 'formspree.io/f/abc'],
    ['VITE_DEMO_REQUEST_ENDPOINT', 'javascript:alert(1)'],
    ['VITE_DEMO_REQUEST_ENDPOINT', '//forms.example.org/f'],
    ['VITE_GEO_PRIMARY_URL', 'not a url'],
    // Two slashes make a protocol-relative address: another host, not a path on this one.
    ['VITE_GEO_PRIMARY_URL', '//geo.example.org/json/'],
    ['VITE_GEO_SECONDARY_URL', 'geo'],
    ['VITE_GEO_FALLBACKS', 'ftp://geo.example.org/|country'],
  ])('refuses a %s that is neither an absolute http(s) URL nor a path on this site (%s)', (name, value) => {
    expect(() => contentSecurityPolicy(siteSettingsFromEnv({ [name]: value }), 'meta')).toThrow(name);
  });

  it("refuses a fallback service that does not name its answer's country-code field", () => {
    const settings = siteSettingsFromEnv({ VITE_GEO_FALLBACKS: 'https://geo.example.org/json/' });
    expect(() => contentSecurityPolicy(settings, 'meta')).toThrow(/VITE_GEO_FALLBACKS.*url\|codeField/);
  });
});

describe('hosting files', () => {
  it('_headers sends the CSP with frame-ancestors and the hardening headers for every path', () => {
    const file = headersFile(
      siteSettingsFromEnv({ VITE_DEMO_REQUEST_ENDPOINT: 'http://127.0.0.1:4999/f/1' }),
    );
    const lines = file.split('\n');
    const block = lines.slice(lines.indexOf('/*') + 1, lines.indexOf('', lines.indexOf('/*')));
    expect(block).toEqual([
      `  Content-Security-Policy: ${contentSecurityPolicy(
        siteSettingsFromEnv({ VITE_DEMO_REQUEST_ENDPOINT: 'http://127.0.0.1:4999/f/1' }),
        'header',
      )}`,
      '  X-Content-Type-Options: nosniff',
      '  Strict-Transport-Security: max-age=63072000; includeSubDomains',
      '  Referrer-Policy: strict-origin-when-cross-origin',
      '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ]);
    expect(block[0]).toContain("frame-ancestors 'none'");
    expect(block[0]).toContain('http://127.0.0.1:4999');
  });

  it('robots.txt allows everything and names the sitemap on VITE_SITE_URL', () => {
    expect(robotsTxt('https://www.labsight.si')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.labsight.si/sitemap.xml\n',
    );
  });

  it('sitemap.xml lists every page at its language URLs and its spec route, each with all its alternates', () => {
    const doc = new DOMParser().parseFromString(sitemapXml('https://s.test'), 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const urls = Array.from(doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url'));
    const read = urls.map((url) => ({
      loc: url.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0]?.textContent,
      alternates: Array.from(url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')).map(
        (link) => [link.getAttribute('hreflang'), link.getAttribute('href')],
      ),
    }));
    const at = (path: string, language?: Language) =>
      `https://s.test${language ? `/${language}${path === '/' ? '' : path}` : path}`;
    const alternatesOf = (path: string) => [
      ...LANGUAGES.map((language) => [language, at(path, language)]),
      ['x-default', at(path)],
    ];
    expect(read).toEqual(
      SITE_PAGES.flatMap(({ path }) => [
        ...LANGUAGES.map((language) => ({ loc: at(path, language), alternates: alternatesOf(path) })),
        { loc: at(path), alternates: alternatesOf(path) },
      ]),
    );
    expect(read).toHaveLength(SITE_PAGES.length * (LANGUAGES.length + 1));
  });
});

describe('sitePlugin', () => {
  function resolve(env: SiteEnv, mode = 'production') {
    const plugin = sitePlugin();
    const warn = vi.fn();
    (plugin.configResolved as (config: unknown) => void)({
      env,
      mode,
      command: 'build',
      build: {},
      logger: { warn },
    });
    return warn;
  }

  it('derives every hosting file from the build env, the CSP allowing the inline script by its hash only', () => {
    const env = { VITE_SITE_URL: 'https://www.labsight.si/', VITE_GEOLOCATION: 'off' };
    const settings = siteSettingsFromEnv(env);
    const files = Object.fromEntries(
      siteFiles(settings, ['sha256-abc']).map((file) => [file.fileName, file.source]),
    );
    // No _redirects: on Cloudflare its rewrites answered /training and /general with a 307 to /. Every page is a
    // file now (the prerender), and anything else gets 404.html (wrangler.jsonc).
    expect(Object.keys(files).sort()).toEqual(['_headers', 'robots.txt', 'sitemap.xml']);
    expect(files['_headers']).toBe(headersFile(settings, ['sha256-abc']));
    expect(files['_headers']).toContain("script-src 'self' 'sha256-abc';");
    expect(files['_headers']).not.toContain('unsafe-inline');
    expect(files['robots.txt']).toContain('Sitemap: https://www.labsight.si/sitemap.xml');
    expect(files['sitemap.xml']).toContain('<loc>https://www.labsight.si/en/training</loc>');
  });

  it('warns when a production build has no VITE_SITE_URL, and not when it has one', () => {
    expect(resolve({})).toHaveBeenCalledWith(expect.stringContaining('VITE_SITE_URL is not set'));
    expect(resolve({ VITE_SITE_URL: 'https://www.labsight.si' })).not.toHaveBeenCalled();
  });

  it('fails the build on a VITE_SITE_URL that is not an absolute URL', () => {
    expect(() => resolve({ VITE_SITE_URL: 'www.labsight.si' })).toThrow('VITE_SITE_URL');
  });
});

describe('inlineStylesIfTheyFit', () => {
  const link = '<link rel="stylesheet" crossorigin href="/assets/style.css" />';
  const page = (body: string) =>
    `<html><head>${link}<meta name="a" content="b"/></head><body>${body}</body></html>`;
  const styles = [{ link, source: '.a{content:"$&"}' }];

  it('puts the stylesheet in place of its link, the page otherwise as it was, when the page gzipped fits in the first round trip', () => {
    const measured = vi.fn();
    expect(inlineStylesIfTheyFit(page('<p>Short</p>'), styles, measured)).toBe(
      '<html><head><style>.a{content:"$&"}</style><meta name="a" content="b"/></head><body><p>Short</p></body></html>',
    );
    expect(measured.mock.calls[0]![0]).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  });

  it('leaves the link where inlining would make the page need a second round trip', () => {
    // Random text does not compress: this page alone is past the limit.
    const html = page(`<p>${randomBytes(FIRST_ROUND_TRIP_BYTES).toString('base64')}</p>`);
    const measured = vi.fn();
    expect(inlineStylesIfTheyFit(html, styles, measured)).toBe(html);
    // The build names the page and its size, so that whoever made it grow knows what it costs.
    expect(measured).toHaveBeenCalledExactlyOnceWith(expect.any(Number));
    expect(measured.mock.calls[0]![0]).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES);
  });

  it('prints every page with what it has to spare, the tightest first, and says which page is over', () => {
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

  it('fails the build on a page that does not link the stylesheet', () => {
    expect(() => inlineStylesIfTheyFit('<html><head></head><body></body></html>', styles)).toThrow(
      /does not have <link/,
    );
  });
});

describe('siteSettingsPlugin', () => {
  it('hands the bundle the settings of the build env as data, in every mode', async () => {
    const plugin = siteSettingsPlugin();
    expect(plugin.apply).toBeUndefined();
    const env = { VITE_GEO_PRIMARY_URL: '/geo', VITE_GEOLOCATION: 'on' };
    (plugin.configResolved as (config: unknown) => void)({ env });
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => string | undefined;
    const id = resolveId('virtual:site-settings')!;
    expect(resolveId('./other')).toBeUndefined();
    const source = load(id)!;
    const module = await import(`data:text/javascript,${encodeURIComponent(source)}`);
    expect(module.settings).toEqual(siteSettingsFromEnv(env));
    expect(source).not.toContain('function');
  });
});

describe('the company facts', () => {
  function resolve(env: SiteEnv) {
    const plugin = siteSettingsPlugin();
    const warn = vi.fn();
    (plugin.configResolved as (config: unknown) => void)({
      env,
      mode: 'production',
      command: 'build',
      logger: { warn },
    });
    const load = plugin.load as (id: string) => string | undefined;
    return { warn, source: load(`\0${'virtual:company'}`)! };
  }
  const facts = async (source: string) =>
    (await import(`data:text/javascript,${encodeURIComponent(source)}`)).company as Record<string, string>;
  const ALL = PUBLISHER_ENV;

  it('shows an unset fact as its variable and warns, naming each; the email defaults to the contact address', async () => {
    const { warn, source } = resolve({ VITE_COMPANY_NAME: 'LabSight d.o.o.' });
    const shown = await facts(source);
    expect(shown).toMatchObject({
      name: 'LabSight d.o.o.',
      address: '[VITE_COMPANY_ADDRESS]',
      registration: '[VITE_COMPANY_REGISTRATION]',
      vatId: '[VITE_COMPANY_VAT_ID]',
      phone: '[VITE_COMPANY_PHONE]',
      email: CONTACT_EMAIL,
    });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /VITE_COMPANY_LEGAL_FORM, VITE_COMPANY_ADDRESS, .*VITE_COMPANY_PHONE are not set/,
      ),
    );
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/VITE_MAILBOX_PROVIDER is not set/));
  });

  it('uses every fact that is set, and does not warn', async () => {
    const { warn, source } = resolve({ ...ALL, VITE_COMPANY_EMAIL: 'legal@lab.test' });
    expect(await facts(source)).toEqual({
      name: ALL.VITE_COMPANY_NAME,
      legalForm: ALL.VITE_COMPANY_LEGAL_FORM,
      address: ALL.VITE_COMPANY_ADDRESS,
      register: ALL.VITE_COMPANY_REGISTER,
      registration: ALL.VITE_COMPANY_REGISTRATION,
      shareCapital: ALL.VITE_COMPANY_SHARE_CAPITAL,
      vatId: ALL.VITE_COMPANY_VAT_ID,
      email: 'legal@lab.test',
      phone: ALL.VITE_COMPANY_PHONE,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns of a fact in a shape the registers never use', () => {
    const { warn } = resolve({ ...ALL, VITE_COMPANY_VAT_ID: '12345678' });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/VITE_COMPANY_VAT_ID must be "SI" and eight digits/),
    );
  });
});
