import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import { FIRST_ROUND_TRIP_BYTES, PAST_FIRST_ROUND_TRIP_ADVICE } from '../../scripts/vite/prerender.ts';
import { TRANSLATOR_CLIENT } from '../../scripts/vite/translatorMode.ts';
import { TRANSLATOR_ENDPOINT } from '../../src/dev/translatorProtocol.ts';
import { TRANSLATOR_UI } from '../../src/dev/translatorUi.ts';
import { RECORDER } from '../../src/dev/usedKeys.ts';
import { APP_MODULES_META, ATTRIBUTES } from '../../src/html/startup.ts';
import { SITE_PAGES } from '../../src/sitePages.ts';
import { directive } from '../support/csp.ts';
import { expect, LANGUAGES, localizedPath, test } from './fixtures';

/**
 * The files the build wrote, as they are on disk (`dist/`, or E2E_DIST): what the plugins in scripts/vite/ promise
 * about every HTML file, read without a browser. (Each language URL as served: pages.spec.ts.)
 */
const dist = process.env.E2E_DIST ?? 'dist';
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const fileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
const policyOf = (file: string) =>
  parse(read(file)).querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')!;

for (const file of ['index.html', 'en/general/index.html', '404.html']) {
  test(`${file}: the policy comes before any script and allows the one inline script by its hash`, () => {
    const document = parse(read(file));
    // JSON-LD is data the browser never runs: script-src does not govern it, so it needs no hash.
    const jsonLd = document.querySelectorAll('script[type="application/ld+json"]');
    expect(jsonLd).toHaveLength(file === '404.html' ? 0 : 1);
    const inline = document.querySelectorAll('script:not([src]):not([type="application/ld+json"])');
    expect(inline).toHaveLength(1);
    expect(inline[0]!.rawText).not.toMatch(/\bimport\b|\bexport\b/);
    const head = document.querySelector('head')!.children;
    const csp = head.findIndex((element) => element.getAttribute('http-equiv') === 'Content-Security-Policy');
    expect(csp).toBeGreaterThanOrEqual(0);
    expect(csp).toBeLessThan(head.findIndex((element) => element.tagName === 'SCRIPT'));
    // The header's policy is the meta tag's (hosting.spec.ts).
    expect(directive(policyOf(file), 'script-src')).toEqual(["'self'", hashOf(inline[0]!.rawText)]);
  });
}

test('carries the stylesheet inline, allowed by its hash, in each page that fits in the first round trip, every language URL among them', () => {
  const [stylesheet, ...more] = readdirSync(path.join(dist, 'assets')).filter((file) =>
    file.endsWith('.css'),
  );
  expect(more).toEqual([]);
  const css = read(`assets/${stylesheet}`);
  // The design tokens' values are written into the rules (scripts/vite/inlineTokens.ts): no var() is left.
  expect(css).not.toMatch(/var\(|--[\w-]+\s*:/);
  const hash = hashOf(css);
  const routes = SITE_PAGES.flatMap(({ path: route }) => [
    route,
    ...LANGUAGES.map((language) => localizedPath(route, language)),
  ]);
  for (const file of ['404.html', ...routes.map(fileOf)]) {
    const html = read(file);
    const style = parse(html).querySelector('style');
    const link = parse(html).querySelector(`link[rel="stylesheet"][href="/assets/${stylesheet}"]`);
    expect(directive(policyOf(file), 'style-src'), file).toEqual(["'self'", hash]);
    const withStyle = style ? html : html.replace(/<link rel="stylesheet"[^>]*>/, `<style>${css}</style>`);
    const size = gzipSync(withStyle).length;
    const fits = size <= FIRST_ROUND_TRIP_BYTES;
    expect([style?.rawText, link === null], file).toEqual(fits ? [css, true] : [undefined, false]);
    // A spec route holds the page in every language, so it may not fit; a language URL must.
    if (LANGUAGES.some((language) => file.startsWith(`${language}/`)))
      expect(
        fits,
        `${file} is ${size} B gzipped with its stylesheet, past the first round trip's ${FIRST_ROUND_TRIP_BYTES} B, so it links it and paints a round trip later: ${PAST_FIRST_ROUND_TRIP_ADVICE}`,
      ).toBe(true);
  }
});

test('gives a spec route the spinner, its fallbacks and the page in each language; 404.html loads the app at once', () => {
  const general = parse(read('general/index.html'));
  expect(general.querySelector('#root [role="status"]')).not.toBeNull();
  expect(general.querySelector(`[${ATTRIBUTES.headFallback}]`)).not.toBeNull();
  const templates = general.querySelectorAll(`template[${ATTRIBUTES.pageLanguage}]`);
  expect(templates.map((template) => template.getAttribute(ATTRIBUTES.pageLanguage))).toEqual([...LANGUAGES]);
  expect(general.querySelector('script[type="module"]')).toBeNull();
  expect(general.querySelector(`meta[name="${APP_MODULES_META}"]`)).not.toBeNull();
  const notFound = parse(read('404.html'));
  expect(notFound.querySelector('script[type="module"][src]')).not.toBeNull();
  expect(notFound.querySelector(`meta[name="${APP_MODULES_META}"]`)).toBeNull();
});

test('holds no trace of translator mode', () => {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
    statSync(path.join(dist, file)).isFile(),
  );
  expect(files).toContain('index.html');
  // What the mode's code cannot run without: its endpoint, its recorder, its script's path, its own words.
  const markers = [TRANSLATOR_ENDPOINT, RECORDER, TRANSLATOR_CLIENT, TRANSLATOR_UI.launcher];
  const traces = files.flatMap((file) =>
    markers.filter((marker) => read(file).includes(marker)).map((marker) => `${file}: ${marker}`),
  );
  expect(traces).toEqual([]);
});
