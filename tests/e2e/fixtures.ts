import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { edgeStateDir } from '../../scripts/hosting/servers.ts';
import { countryName, LANGUAGES, visitorCountry, type Language } from '../../src/languages.ts';
import { DEFAULT_SITE_URL, EDGE_GEO_SERVICE, PUBLIC_GEO_SERVICES } from '../../src/siteSettings.ts';
import { localizedPath, SITE_PAGES } from '../../src/sitePages.ts';
import { root } from './baseConfig.ts';
import { copy } from './locales';

export { expect, test } from '@playwright/test';
export { copy, LANGUAGES, localizedPath, type Language };

/** The public-services build's chain (variants.ts); its secondary is a loopback address, which needs no registry entry. */
export const PUBLIC_PRIMARY_URL = PUBLIC_GEO_SERVICES.ipapi.url;
export const SECONDARY_URL = 'http://127.0.0.9:9/json/';
export const FALLBACK_URL = PUBLIC_GEO_SERVICES.countryIs.url;
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';
export const SITE = DEFAULT_SITE_URL;
/** The public HTTPS origin the HTTPS tests open the site under (serveOverHttps). */
export const HTTPS_ORIGIN = 'https://labsight.test';

type Service = 'primary' | 'secondary' | 'fallback';
const SERVICE_URLS: [Service, string][] = [
  ['primary', PUBLIC_PRIMARY_URL],
  ['secondary', SECONDARY_URL],
  ['fallback', FALLBACK_URL],
];
type ServiceAnswer = {
  status?: number;
  body?: unknown;
  /** Raw body text instead of JSON (e.g. a broken answer). */
  text?: string;
  /** Milliseconds before answering (or before `release()`). */
  delayMs?: number;
  /** False: the answer has no CORS header, so the browser hides it from the page (as ipapi.co's 403 does). */
  cors?: boolean;
};

export const si = { primary: { body: { country_name: 'Slovenia', country_code: 'SI' } } };
export const us = { primary: { body: { country_name: 'United States', country_code: 'US' } } };

/** The primary service answering with a country whose visitors get `language` (its first, or the US for English). */
export function visitorOf(language: Language) {
  const code = visitorCountry(language);
  return { primary: { body: { country_name: countryName(code), country_code: code } } };
}

/**
 * Answers the geolocation services from the test (503 unless told otherwise) and the video frame with a stand-in,
 * and fails every other request that leaves localhost, so a test never depends on (or leaks to) the network. The
 * default build's primary is the host's own `/geo`, on whatever origin the test serves the site; `realEdgeGeo` lets
 * the local runtime answer it (every visitor is in the US there). Answers the requests each service received
 * (`counts`), the player's (`played`), and `release()`, which sends the delayed answers at once.
 */
export async function stubGeo(
  page: Page,
  answers: Partial<Record<Service, ServiceAnswer>> = {},
  { realEdgeGeo = false } = {},
) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const counts: Record<Service, number> = { primary: 0, secondary: 0, fallback: 0 };
  const played: string[] = [];
  const isEdgeGeo = (url: URL) => url.pathname === EDGE_GEO_SERVICE.url;
  const isLocal = (url: URL) => url.hostname === 'localhost' || url.hostname.startsWith('127.');
  await page.route(
    (url) => !isLocal(url) || (isEdgeGeo(url) && !realEdgeGeo) || url.href.startsWith(SECONDARY_URL),
    async (route) => {
      const url = route.request().url();
      if (url.startsWith(`${VIDEO_ORIGIN}/`)) {
        played.push(url);
        const body =
          '<!doctype html><html lang="en"><title>Player</title><body style="margin:0;background:#000">';
        return route.fulfill({ contentType: 'text/html', body });
      }
      const service = isEdgeGeo(new URL(url))
        ? 'primary'
        : SERVICE_URLS.find(([, address]) => url.startsWith(address))?.[0];
      if (!service) return route.abort('blockedbyclient');
      counts[service] += 1;
      const spec = answers[service] ?? { status: 503 };
      if (spec.delayMs) await Promise.race([new Promise((r) => setTimeout(r, spec.delayMs)), released]);
      return route.fulfill({
        status: spec.status ?? 200,
        headers: spec.cors === false ? {} : { 'access-control-allow-origin': '*' },
        contentType: 'application/json',
        body: spec.text ?? JSON.stringify(spec.body ?? {}),
      });
    },
  );
  return { counts, played, release };
}

/**
 * Serves the site under test at HTTPS_ORIGIN from the local server (`baseURL`), headers included, so the page runs
 * on an `https:` origin, as in production (a plain-HTTP service is then mixed content). Call after stubGeo: the route
 * registered last is asked first.
 */
export async function serveOverHttps(page: Page, baseURL: string): Promise<void> {
  await page.route(`${HTTPS_ORIGIN}/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    try {
      const response = await route.fetch({
        url: new URL(`${pathname}${search}`, baseURL).href,
        maxRedirects: 0,
      });
      await route.fulfill({ response });
    } catch (error) {
      // A late request (a chunk loaded after the page was shown) may still be in flight when the test ends: closing
      // the context disposes its response before the page counts as closed.
      if (!page.isClosed() && !/has been disposed|has been closed/.test(String(error))) throw error;
    }
  });
}

/**
 * Watches the page from before each document's first script: every console error and warning and uncaught error
 * (hydration mismatches too) from now on, and for the current document its CSP violations and whether the spinner
 * was ever visible in a frame (the HTML holds it hidden, so being in the DOM is not enough).
 */
export async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    const seen = { violations: [] as string[], spinnerFrames: 0 };
    Object.assign(window, { seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.violations.push(`${event.effectiveDirective} blocked ${event.blockedURI}`),
    );
    const check = () => {
      const spinner = document.querySelector('[role="status"]');
      if (spinner?.textContent?.includes('Loading...') && spinner.checkVisibility()) seen.spinnerFrames += 1;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  const seen = () =>
    page.evaluate(
      () => (window as unknown as { seen: { violations: string[]; spinnerFrames: number } }).seen,
    );
  return {
    problems,
    violations: async () => (await seen()).violations,
    spinnerSeen: async () => (await seen()).spinnerFrames > 0,
  };
}

/** The page shows `language`: its heading in that language, and `<html lang>` saying so. */
export async function expectLanguage(page: Page, language: Language, namespace = 'training'): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy(namespace, language)('hero.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Opens `path` as a visitor from a country that reads `language`, once in that language. */
export async function visit(page: Page, path: string, language: Language) {
  await stubGeo(page, visitorOf(language));
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The location record the site cached in localStorage, parsed (null when there is none). */
export const cachedLocation = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('userLocation'))) ?? 'null');

/** The demo dialog of the `variant` page's form in `language`, and the hero's button that opens it. */
export function demoDialog(page: Page, variant: 'training' | 'general', language: Language) {
  const t = copy('demo', language);
  const dialog = page.getByRole('dialog', { name: t('title') });
  const field = (name: string) => dialog.getByLabel(t(`${variant}.${name}`));
  return {
    t,
    dialog,
    field,
    hero: page.getByRole('button', { name: copy(variant, language)('hero.cta'), exact: true }),
    status: dialog.getByRole('status'),
    /** The confirmation's heading, which takes the form's place once a request has arrived. */
    confirmation: dialog.getByRole('heading', { name: t('delivery.sent.title') }),
    /** Fills in `values` (a field's name: its text), then sends the form. */
    send: async (values: Record<string, string> = {}) => {
      for (const [name, value] of Object.entries(values)) await field(name).fill(value);
      await dialog.getByRole('button', { name: t('submit') }).click();
    },
  };
}

/** Opens `/variant` as a visitor who reads `language` (`visit`), then its demo dialog by the hero's button. */
export async function openDemo(page: Page, variant: 'training' | 'general', language: Language) {
  await visit(page, `/${variant}`, language);
  const demo = demoDialog(page, variant, language);
  await demo.hero.click();
  await expect(demo.dialog).toBeVisible();
  return demo;
}

/** The demo requests from `email` in `npm run leads -- export` of the D1 of the server on `port`, as records. */
export function leads(port: number, email: string): Record<string, string>[] {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/leads.ts'), 'export', '--spam', '--persist-to', edgeStateDir(port)],
    { cwd: root, encoding: 'utf8' },
  );
  expect(result.status, result.stderr).toBe(0);
  // RFC 4180, as the export writes it.
  const rows: string[][] = [[]];
  for (const [, quoted, plain, end] of result.stdout.matchAll(/(?:"((?:[^"]|"")*)"|([^",\r\n]*))(,|\r\n)/g)) {
    rows.at(-1)!.push(quoted?.replaceAll('""', '"') ?? plain!);
    if (end === '\r\n') rows.push([]);
  }
  const [header, ...records] = rows.slice(0, -1);
  return records
    .map((record) => Object.fromEntries(header!.map((name, index) => [name, record[index] ?? ''])))
    .filter((record) => record.email === email);
}

/** Resolves once the page has painted two frames: what an event just caused has reached the screen by then. */
export const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** The text inside `<tag>…</tag>` in a string with markup for `Trans`. */
export const tagged = (text: string, tag: string) => new RegExp(`<${tag}>(.*)</${tag}>`).exec(text)![1]!;

/** A marker on `window` survives only while the page is not reloaded. */
export const markWindow = (page: Page) =>
  page.evaluate(() => Object.assign(window, { marker: 'still here' }));
export const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);

/** Every page of the site, from its one table, with the namespace of its own copy. */
export const ALL_ROUTES = SITE_PAGES.map((page) => ({ ...page, namespace: page.namespaces[0] }));
