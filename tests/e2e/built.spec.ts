import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import { APP_MODULES_META, ATTRIBUTES } from '../../src/html/startup.ts';
import { LANGUAGES } from '../../src/languages.ts';
import { SITE_PAGES } from '../../src/sitePages.ts';
import { FIRST_ROUND_TRIP_BYTES, PAST_FIRST_ROUND_TRIP_ADVICE } from '../../scripts/vite/prerender.ts';
import { directive } from '../support/csp.ts';
import { expect, test } from './fixtures';

/**
 * The files the build wrote, as they are on disk (`dist/`, or E2E_DIST): what the plugins in scripts/vite/ promise
 * about every HTML file, read without a browser.
 */
const dist = process.env.E2E_DIST ?? 'dist';
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const documentOf = (file: string) => parse(read(file));
const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const policyOf = (file: string) =>
  documentOf(file).querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')!;
const fileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

for (const file of ['index.html', 'en/general/index.html', '404.html']) {
  test(`${file}: the policy comes before any script and allows the one inline script by the hash of its exact text`, () => {
    const document = documentOf(file);
    // JSON-LD is data the browser never runs: script-src does not govern it, so it needs no hash.
    const scripts = document.querySelectorAll('script');
    const inline = scripts.filter(
      (script) => !script.getAttribute('src') && script.getAttribute('type') !== 'application/ld+json',
    );
    if (file !== '404.html')
      expect(scripts.filter((script) => script.getAttribute('type') === 'application/ld+json')).toHaveLength(
        1,
      );
    expect(inline).toHaveLength(1);
    expect(inline[0]!.rawText).not.toMatch(/\bimport\b|\bexport\b/);
    const head = document.querySelector('head')!.children;
    const csp = head.findIndex((element) => element.getAttribute('http-equiv') === 'Content-Security-Policy');
    expect(csp).toBeGreaterThanOrEqual(0);
    expect(csp).toBeLessThan(head.findIndex((element) => element.tagName === 'SCRIPT'));
    const hash = hashOf(inline[0]!.rawText);
    expect(directive(head[csp]!.getAttribute('content')!, 'script-src')).toEqual(["'self'", hash]);
    expect(read('_headers')).toContain(`script-src 'self' ${hash};`);
    expect(read(file)).not.toContain('unsafe-inline');
  });
}

test('carries the stylesheet inline, allowed by its hash, in every language URL and every other page that arrives in one round trip', () => {
  const stylesheets = readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.css'));
  expect(stylesheets).toHaveLength(1);
  const href = `/assets/${stylesheets[0]}`;
  const css = read(href.slice(1));
  const hash = hashOf(css);
  expect(read('_headers')).toContain(`style-src 'self' ${hash};`);
  const files = [
    '404.html',
    ...SITE_PAGES.flatMap(({ path: route }) => [
      route,
      ...LANGUAGES.map((language) => `/${language}${route}`),
    ]).map((route) => fileOf(route.replace(/(.)\/$/, '$1'))),
  ];
  const inlined = files.filter((file) => {
    const html = read(file);
    const document = parse(html);
    expect(directive(policyOf(file), 'style-src'), file).toEqual(["'self'", hash]);
    const link = document.querySelector(`link[rel="stylesheet"][href="${href}"]`);
    const style = document.querySelector('style');
    if (!style) {
      // A spec route holds the page in every language, so it may not fit; a language URL must.
      const languageUrl = LANGUAGES.some((language) => file.startsWith(`${language}/`));
      expect(
        languageUrl,
        `${file} is ${gzipSync(html.replace(/<link rel="stylesheet"[^>]*>/, `<style>${css}</style>`)).length} B gzipped with its stylesheet, past the first round trip's ${FIRST_ROUND_TRIP_BYTES} B, so it links it and paints a round trip later: ${PAST_FIRST_ROUND_TRIP_ADVICE}`,
      ).toBe(false);
      expect(link, file).not.toBeNull();
      const withStyle = html.replace(/<link rel="stylesheet"[^>]*>/, `<style>${css}</style>`);
      expect(gzipSync(withStyle).length, file).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES);
      return false;
    }
    expect(style.rawText, file).toBe(css);
    expect(link, file).toBeNull();
    expect(gzipSync(html).length, file).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    return true;
  });
  expect(inlined.length).toBeGreaterThan(0);
});

test("puts a language URL's page in its language, with its own head tags, loading the app once it is painted", () => {
  const document = documentOf('en/general/index.html');
  expect(document.querySelector('html')!.getAttribute('lang')).toBe('en');
  expect(document.querySelector(`[${ATTRIBUTES.headFallback}]`)).toBeNull();
  expect(document.querySelector('title')!.text).not.toBe('');
  expect(document.querySelector('#root')!.getAttribute(ATTRIBUTES.prerendered)).toBe('en');
  expect(document.querySelector('script[type="module"]')).toBeNull();
  expect(document.querySelector('link[rel="modulepreload"]')).toBeNull();
  const modules = document.querySelector(`meta[name="${APP_MODULES_META}"]`)?.getAttribute('content');
  expect(modules?.split(' ')[0]).toMatch(/^\/assets\/index-.*\.js$/);
});

test('gives a spec route the spinner, its fallbacks, and the page in each language for the start-up script', () => {
  const document = documentOf('general/index.html');
  expect(document.querySelector('#root [role="status"]')).not.toBeNull();
  expect(document.querySelector(`[${ATTRIBUTES.headFallback}]`)).not.toBeNull();
  const templates = document.querySelectorAll(`template[${ATTRIBUTES.pageLanguage}]`);
  expect(templates.map((template) => template.getAttribute(ATTRIBUTES.pageLanguage))).toEqual([...LANGUAGES]);
  expect(document.querySelector('script[type="module"]')).toBeNull();
  expect(document.querySelector(`meta[name="${APP_MODULES_META}"]`)).not.toBeNull();
});

test('gives every page in every language its own card, no larger than a link preview takes', () => {
  const cards = new Set<string>();
  for (const { path: route } of SITE_PAGES) {
    for (const language of LANGUAGES) {
      const image = documentOf(fileOf(`/${language}${route === '/' ? '' : route}`))
        .querySelector('meta[property="og:image"]')
        ?.getAttribute('content');
      const file = new URL(image!).pathname.slice(1);
      expect(statSync(path.join(dist, file)).size).toBeLessThanOrEqual(300 * 1024);
      cards.add(file);
    }
  }
  // The two pages of one module differ in variant, not in headline: `/` and `/training` may share a card.
  expect(cards.size).toBeGreaterThanOrEqual((SITE_PAGES.length - 1) * LANGUAGES.length);
});

test('leaves 404.html to load the app at once, as Vite wrote it', () => {
  const document = documentOf('404.html');
  expect(document.querySelector('script[type="module"][src]')).not.toBeNull();
  expect(document.querySelector(`meta[name="${APP_MODULES_META}"]`)).toBeNull();
});
