// @vitest-environment jsdom
// (DOMParser reads the XML and HTML the plugin writes.)
import { SITE_PAGES } from '@/sitePages';
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { cspDirectives, contentSecurityPolicy, headersFile } from '../../../scripts/vite/securityHeaders';
import { robotsTxt, sitemapXml } from '../../../scripts/vite/seoFiles';
import { buildInlineScripts } from '../../../scripts/vite/earlyScript';
import { fillTemplate } from '../../../scripts/vite/prerender';
import { APP_MODULES_META, ATTRIBUTES } from '@/html/startup';

const PAGE_LANGUAGE_ATTRIBUTE = ATTRIBUTES.pageLanguage;
import { injectCspMeta, siteFiles, sitePlugin, siteSettingsPlugin } from '../../../scripts/vite/sitePlugin';
import { siteSettingsFromEnv, type SiteEnv } from '@/siteSettings';

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

  it("puts frame-ancestors 'none' in the header only: a meta policy cannot carry it", () => {
    expect(directive(contentSecurityPolicy(defaults, 'header'), 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(contentSecurityPolicy(defaults, 'meta'), 'frame-ancestors')).toBeUndefined();
    expect(cspDirectives(defaults, 'header').slice(0, -1)).toEqual(cspDirectives(defaults, 'meta'));
  });

  it.each([
    ['VITE_DEMO_REQUEST_ENDPOINT', 'formspree.io/f/abc'],
    ['VITE_DEMO_REQUEST_ENDPOINT', 'javascript:alert(1)'],
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
    const at = (path: string, language?: 'sl' | 'en') =>
      `https://s.test${language ? `/${language}${path === '/' ? '' : path}` : path}`;
    const alternatesOf = (path: string) => [
      ['sl', at(path, 'sl')],
      ['en', at(path, 'en')],
      ['x-default', at(path)],
    ];
    expect(read).toEqual(
      SITE_PAGES.flatMap(({ path }) => [
        { loc: at(path, 'sl'), alternates: alternatesOf(path) },
        { loc: at(path, 'en'), alternates: alternatesOf(path) },
        { loc: at(path), alternates: alternatesOf(path) },
      ]),
    );
    expect(read).toHaveLength(9);
  });
});

describe('injectCspMeta', () => {
  const html =
    '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <script type="module" src="/a.js"></script>\n  </head>\n</html>';

  it('puts the policy right after <meta charset>, before any script, with its quotes escaped', () => {
    const out = injectCspMeta(html, `default-src 'self'; x "y" & z`);
    const doc = new DOMParser().parseFromString(out, 'text/html');
    const head = Array.from(doc.head.children).map((element) => element.outerHTML.slice(0, 40));
    expect(head[0]).toContain('<meta charset="UTF-8"');
    expect(doc.head.children[1]?.getAttribute('http-equiv')).toBe('Content-Security-Policy');
    expect(doc.head.children[1]?.getAttribute('content')).toBe(`default-src 'self'; x "y" & z`);
    expect(doc.head.children[2]?.tagName).toBe('SCRIPT');
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

describe('the inline scripts', () => {
  it('are built from src/i18n into self-contained scripts, each with the hash of its exact text', async () => {
    const scripts = await buildInlineScripts(process.cwd(), 'production', process.cwd(), [
      siteSettingsPlugin(),
    ]);
    for (const script of [scripts.head, scripts.body]) {
      expect(script.code).not.toMatch(/\bimport\b|\bexport\b/);
      expect(script.hash).toBe(`sha256-${createHash('sha256').update(script.code).digest('base64')}`);
    }
    // The head's script starts the early lookup and hands the language over; the body's takes it and shows the page.
    expect(scripts.head.code).toContain('__labsight');
    expect(scripts.head.code).toContain('lookup');
    expect(scripts.body.code).toContain('__labsight');
    expect(scripts.body.code).toContain(APP_MODULES_META);
    // The body's script carries no settings: it only moves the HTML's own page into place.
    expect(scripts.body.code).not.toContain('userLocation');
    expect(scripts.body.code.length).toBeLessThan(scripts.head.code.length / 2);
  }, 30_000);
});

describe('fillTemplate', () => {
  const template =
    '<html lang="sl"><head><title data-head-fallback>Fallback</title>\n<meta data-head-fallback name="description" content="x">\n<script type="module" crossorigin src="/a.js"></script>\n</head><body><div id="root"></div></body></html>';
  const endOfBodyScript = 'showPageAndLoadApp()';

  it("puts a language URL's page in its language, with its own head tags instead of the fallbacks, marked for hydration", () => {
    const html = fillTemplate(template, {
      language: 'en',
      head: '<title>Page</title>',
      body: '<h1>Hi</h1>',
      pageLanguage: 'en',
      endOfBodyScript,
    });
    expect(html).toContain('<html lang="en"');
    expect(html).not.toContain('data-head-fallback');
    expect(html).toContain('<title>Page</title>');
    expect(html).toContain('<div id="root" data-prerendered="en"><h1>Hi</h1></div>');
  });

  it('lets a hydrated page paint before its scripts: the end of the body loads them after the first paint', () => {
    const head = '<link rel="modulepreload" crossorigin href="/p.js">';
    const page = fillTemplate(template, {
      language: 'en',
      head,
      body: '',
      pageLanguage: 'en',
      endOfBodyScript,
    });
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain(`<meta name="${APP_MODULES_META}" content="/a.js /p.js">`);
    expect(page).toContain(`<script>${endOfBodyScript}</script>\n  </body>`);
    // 404.html is not hydrated: its scripts stay as Vite wrote them.
    const notFound = fillTemplate(template, { head, body: '' });
    expect(notFound).toContain('<script type="module" crossorigin src="/a.js">');
    expect(notFound).toContain(head);
  });

  it('gives a spec route the spinner, its fallbacks, and the page in each language for the start-up script', () => {
    const html = fillTemplate(template, {
      head: '',
      body: '<div role="status"></div>',
      pages: { sl: { title: 'Stran', body: '<h1>Živjo</h1>' }, en: { title: 'Page', body: '<h1>Hi</h1>' } },
      endOfBodyScript,
    });
    expect(html).toContain('<title data-head-fallback>Fallback</title>');
    expect(html).toContain(
      `<div id="root"><div role="status"></div></div>\n    <template ${PAGE_LANGUAGE_ATTRIBUTE}="sl" data-page-title="Stran"><h1>Živjo</h1></template>\n    <template ${PAGE_LANGUAGE_ATTRIBUTE}="en" data-page-title="Page"><h1>Hi</h1></template>`,
    );
    expect(html).not.toContain('type="module"');
  });

  it('fails the build at once on an unusable service address, naming the variable', () => {
    const plugin = sitePlugin();
    const configResolved = plugin.configResolved as (config: unknown) => void;
    expect(() =>
      configResolved({
        env: { VITE_GEO_FALLBACKS: 'api.country.is|country' },
        mode: 'production',
        logger: { warn() {} },
      }),
    ).toThrow('VITE_GEO_FALLBACKS');
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
