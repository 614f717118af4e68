// @vitest-environment jsdom
// (DOMParser reads the XML and HTML the plugin writes.)
import { LANGUAGES, type Language } from '@/languages';
import { SITE_PAGES } from '@/sitePages';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createBuilder } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cspDirectives, contentSecurityPolicy, headersFile } from '../../../scripts/vite/securityHeaders';
import { robotsTxt, sitemapXml } from '../../../scripts/vite/seoFiles';
import { FIRST_ROUND_TRIP_BYTES, inlineStylesIfTheyFit } from '../../../scripts/vite/prerender';
import { APP_MODULES_META, ATTRIBUTES } from '@/html/startup';

const PAGE_LANGUAGE_ATTRIBUTE = ATTRIBUTES.pageLanguage;
import { siteFiles, sitePlugin, siteSettingsPlugin } from '../../../scripts/vite/sitePlugin';
import { CONTACT_EMAIL, siteSettingsFromEnv, type SiteEnv } from '@/siteSettings';

const defaults = siteSettingsFromEnv({});

function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1);
}

describe('contentSecurityPolicy', () => {
  it('allows only this origin, the three geolocation services and the video host by default', () => {
    const policy = contentSecurityPolicy(defaults, 'meta');
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://ipapi.co',
      'http://ip-api.com',
      'https://api.country.is',
    ]);
    expect(directive(policy, 'frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('drops the geolocation hosts when VITE_GEOLOCATION=off', () => {
    const policy = contentSecurityPolicy(siteSettingsFromEnv({ VITE_GEOLOCATION: 'off' }), 'header');
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('follows overridden service addresses and adds the demo endpoint origin', () => {
    const settings = siteSettingsFromEnv({
      VITE_GEO_PRIMARY_URL: 'https://geo.example.org:8443/json/?key=1',
      VITE_GEO_SECONDARY_URL: 'https://geo.example.org:8443/other',
      VITE_GEO_FALLBACKS: 'none',
      VITE_DEMO_REQUEST_ENDPOINT: 'https://formspree.io/f/xyzabc',
    });
    expect(directive(contentSecurityPolicy(settings, 'meta'), 'connect-src')).toEqual([
      "'self'",
      'https://geo.example.org:8443',
      'https://formspree.io',
    ]);
  });

  it("allows the edge worker's same-origin /geo through 'self' alone", () => {
    const policy = contentSecurityPolicy(siteSettingsFromEnv({ VITE_GEO_PRIMARY_URL: '/geo' }), 'header');
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'http://ip-api.com',
      'https://api.country.is',
    ]);
  });

  it('lists every configured fallback service', () => {
    const settings = siteSettingsFromEnv({
      VITE_GEO_FALLBACKS:
        'https://api.country.is/|country https://get.geojs.io/v1/ip/country.json|country|name',
    });
    expect(directive(contentSecurityPolicy(settings, 'meta'), 'connect-src')).toEqual([
      "'self'",
      'https://ipapi.co',
      'http://ip-api.com',
      'https://api.country.is',
      'https://get.geojs.io',
    ]);
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
    const file = headersFile(siteSettingsFromEnv({ VITE_DEMO_REQUEST_ENDPOINT: 'https://forms.test/f/1' }));
    const lines = file.split('\n');
    const block = lines.slice(lines.indexOf('/*') + 1, lines.indexOf('', lines.indexOf('/*')));
    expect(block).toEqual([
      `  Content-Security-Policy: ${contentSecurityPolicy(
        siteSettingsFromEnv({ VITE_DEMO_REQUEST_ENDPOINT: 'https://forms.test/f/1' }),
        'header',
      )}`,
      '  X-Content-Type-Options: nosniff',
      '  Referrer-Policy: strict-origin-when-cross-origin',
      '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ]);
    expect(block[0]).toContain("frame-ancestors 'none'");
    expect(block[0]).toContain('https://forms.test');
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
    const tooLarge = vi.fn();
    expect(inlineStylesIfTheyFit(page('<p>Short</p>'), styles, tooLarge)).toBe(
      '<html><head><style>.a{content:"$&"}</style><meta name="a" content="b"/></head><body><p>Short</p></body></html>',
    );
    expect(tooLarge).not.toHaveBeenCalled();
  });

  it('leaves the link where inlining would make the page need a second round trip', () => {
    // Random text does not compress: this page alone is past the limit.
    const html = page(`<p>${randomBytes(FIRST_ROUND_TRIP_BYTES).toString('base64')}</p>`);
    const tooLarge = vi.fn();
    expect(inlineStylesIfTheyFit(html, styles, tooLarge)).toBe(html);
    // The build names the page and its size, so that whoever made it grow knows what it costs.
    expect(tooLarge).toHaveBeenCalledExactlyOnceWith(expect.any(Number));
    expect(tooLarge.mock.calls[0]![0]).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES);
  });

  it('fails the build on a page that does not link the stylesheet', () => {
    expect(() => inlineStylesIfTheyFit('<html><head></head><body></body></html>', styles)).toThrow(
      /does not have <link/,
    );
  });
});

describe('the built site', () => {
  let outDir: string;
  const read = (path: string) => readFile(join(outDir, path), 'utf8');
  const documentOf = async (path: string) => new DOMParser().parseFromString(await read(path), 'text/html');
  const hashOf = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'labsight-site-'));
    const builder = await createBuilder({ logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    await builder.buildApp();
  }, 120_000);
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it.each(['index.html', 'en/general/index.html', '404.html'])(
    '%s: the policy comes before any script and allows the one inline script by the hash of its exact text',
    async (path) => {
      const document = await documentOf(path);
      // JSON-LD is data the browser never runs: script-src does not govern it, so it needs no hash.
      const inline = Array.from(
        document.querySelectorAll<HTMLScriptElement>('script:not([src]):not([type="application/ld+json"])'),
        (script) => script.text,
      );
      if (path !== '404.html')
        expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
      expect(inline).toHaveLength(1);
      expect(inline[0]).not.toMatch(/\bimport\b|\bexport\b/);
      const head = Array.from(document.head.children);
      const csp = head.findIndex(
        (element) => element.getAttribute('http-equiv') === 'Content-Security-Policy',
      );
      expect(csp).toBeGreaterThanOrEqual(0);
      expect(csp).toBeLessThan(head.findIndex((element) => element.tagName === 'SCRIPT'));
      const hash = `'${hashOf(inline[0]!)}'`;
      expect(directive(head[csp]!.getAttribute('content')!, 'script-src')).toEqual(["'self'", hash]);
      expect(await read('_headers')).toContain(`script-src 'self' ${hash};`);
      expect(await read(path)).not.toContain('unsafe-inline');
    },
  );

  it('carries the stylesheet inline, allowed by its hash, in each page that still arrives in one round trip', async () => {
    const stylesheet = (await readdir(join(outDir, 'assets'))).filter((file) => file.endsWith('.css'));
    expect(stylesheet).toHaveLength(1);
    const href = `/assets/${stylesheet[0]}`;
    const css = await read(href.slice(1));
    const hash = `'${hashOf(css)}'`;
    expect(await read('_headers')).toContain(`style-src 'self' ${hash};`);
    const inlined: string[] = [];
    const pages = [
      '404.html',
      ...SITE_PAGES.flatMap(({ path }) => [path, ...LANGUAGES.map((l) => `/${l}${path}`)]),
    ];
    for (const page of pages) {
      const path = page.endsWith('.html') ? page : `${page.replace(/\/$/, '')}/index.html`.replace(/^\//, '');
      const html = await read(path);
      const document = new DOMParser().parseFromString(html, 'text/html');
      const policy = document
        .querySelector('meta[http-equiv="Content-Security-Policy"]')!
        .getAttribute('content')!;
      expect(directive(policy, 'style-src')).toEqual(["'self'", hash]);
      const link = document.querySelector(`link[rel="stylesheet"][href="${href}"]`);
      const style = document.querySelector('style');
      if (style) {
        expect(style.textContent).toBe(css);
        expect(link).toBeNull();
        expect(gzipSync(html).length).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
        inlined.push(path);
      } else {
        expect(link).not.toBeNull();
        const withStyle = html.replace(/<link rel="stylesheet"[^>]*>/, `<style>${css}</style>`);
        expect(gzipSync(withStyle).length).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES);
      }
    }
    expect(inlined.length).toBeGreaterThan(0);
  });

  it("puts a language URL's page in its language, with its own head tags, loading the app once it is painted", async () => {
    const document = await documentOf('en/general/index.html');
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelector(`[${ATTRIBUTES.headFallback}]`)).toBeNull();
    expect(document.title).not.toBe('');
    expect(document.getElementById('root')?.getAttribute(ATTRIBUTES.prerendered)).toBe('en');
    expect(document.querySelector('script[type="module"], link[rel="modulepreload"]')).toBeNull();
    const modules = document.querySelector(`meta[name="${APP_MODULES_META}"]`)?.getAttribute('content');
    expect(modules?.split(' ')[0]).toMatch(/^\/assets\/index-.*\.js$/);
  });

  it('gives a spec route the spinner, its fallbacks, and the page in each language for the start-up script', async () => {
    const document = await documentOf('general/index.html');
    expect(document.querySelector('#root [role="status"]')).not.toBeNull();
    expect(document.querySelector(`[${ATTRIBUTES.headFallback}]`)).not.toBeNull();
    const templates = Array.from(document.querySelectorAll(`template[${PAGE_LANGUAGE_ATTRIBUTE}]`));
    expect(templates.map((template) => template.getAttribute(PAGE_LANGUAGE_ATTRIBUTE))).toEqual([
      ...LANGUAGES,
    ]);
    expect(document.querySelector('script[type="module"]')).toBeNull();
    expect(document.querySelector(`meta[name="${APP_MODULES_META}"]`)).not.toBeNull();
  });

  it('gives every page in every language its own card, no larger than a link preview takes, and the icons', async () => {
    const cards = new Set<string>();
    for (const { path } of SITE_PAGES) {
      for (const language of LANGUAGES) {
        const address = path === '/' ? `${language}/index.html` : `${language}${path}/index.html`;
        const image = (await documentOf(address))
          .querySelector('meta[property="og:image"]')
          ?.getAttribute('content');
        const file = new URL(image!).pathname.slice(1);
        const { size } = await stat(join(outDir, file));
        expect(size).toBeLessThanOrEqual(300 * 1024);
        cards.add(file);
      }
    }
    // The two pages of one module differ in variant, not in headline: `/` and `/training` may share a card.
    expect(cards.size).toBeGreaterThanOrEqual((SITE_PAGES.length - 1) * LANGUAGES.length);
    const manifest = JSON.parse(await read('manifest.webmanifest'));
    for (const file of ['apple-touch-icon.png', ...manifest.icons.map(({ src }: { src: string }) => src)])
      expect((await stat(join(outDir, file))).size).toBeGreaterThan(0);
  });

  it('leaves 404.html to load the app at once, as Vite wrote it', async () => {
    const document = await documentOf('404.html');
    expect(document.querySelector('script[type="module"][src]')).not.toBeNull();
    expect(document.querySelector(`meta[name="${APP_MODULES_META}"]`)).toBeNull();
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
  const ALL = {
    VITE_COMPANY_NAME: 'LabSight d.o.o.',
    VITE_COMPANY_ADDRESS: 'Tehnološki park 1, 1000 Ljubljana',
    VITE_COMPANY_REGISTRATION: '1234567000',
    VITE_COMPANY_VAT_ID: 'SI12345678',
  };

  it('shows an unset fact as its variable and warns, naming each; the email defaults to the contact address', async () => {
    const { warn, source } = resolve({ VITE_COMPANY_NAME: 'LabSight d.o.o.' });
    expect(await facts(source)).toEqual({
      name: 'LabSight d.o.o.',
      address: '[VITE_COMPANY_ADDRESS]',
      registration: '[VITE_COMPANY_REGISTRATION]',
      vatId: '[VITE_COMPANY_VAT_ID]',
      email: CONTACT_EMAIL,
    });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /VITE_COMPANY_ADDRESS, VITE_COMPANY_REGISTRATION, VITE_COMPANY_VAT_ID are not set/,
      ),
    );
  });

  it('uses every fact that is set, and does not warn', async () => {
    const { warn, source } = resolve({ ...ALL, VITE_COMPANY_EMAIL: 'legal@lab.test' });
    expect(await facts(source)).toEqual({
      name: ALL.VITE_COMPANY_NAME,
      address: ALL.VITE_COMPANY_ADDRESS,
      registration: ALL.VITE_COMPANY_REGISTRATION,
      vatId: ALL.VITE_COMPANY_VAT_ID,
      email: 'legal@lab.test',
    });
    expect(warn).not.toHaveBeenCalled();
  });
});
