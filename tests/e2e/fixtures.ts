import { expect, type Page, type Route } from '@playwright/test';
import { countryName, LANGUAGES, visitorCountry, type Language } from '../../src/languages.ts';
import { EDGE_GEO_SERVICE, PUBLIC_GEO_SERVICES } from '../../src/siteSettings.ts';
import { localizedPath, SITE_PAGES } from '../../src/sitePages.ts';
import { copy } from './locales';

export { expect, test } from '@playwright/test';
export { LANGUAGES, localizedPath, type Language };

/** The default build asks the host's own `/geo`; the public-services build (variants.ts) the spec's chain of three. */
const EDGE_GEO = EDGE_GEO_SERVICE.url;
export const PUBLIC_PRIMARY_URL = PUBLIC_GEO_SERVICES.ipapi.url;
/** The public-services build's secondary: a loopback address, which needs no registry entry, answered by the test. */
export const SECONDARY_URL = 'http://127.0.0.9:9/json/';
export const FALLBACK_URL = PUBLIC_GEO_SERVICES.countryIs.url;
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';
/** The default VITE_SITE_URL of a build without one (see src/siteSettings.ts). */
export const SITE = 'https://labsight.example';

type Service = 'primary' | 'secondary' | 'fallback';
const SERVICE_URLS: [Service, string][] = [
  ['primary', PUBLIC_PRIMARY_URL],
  ['secondary', SECONDARY_URL],
  ['fallback', FALLBACK_URL],
];
/** The site's own `/geo`, on whatever origin the test serves the site (localhost, or an HTTPS origin it routes). */
const isEdgeGeo = (url: URL) => url.pathname === EDGE_GEO;
const isLocal = (url: URL) => url.hostname === 'localhost' || url.hostname.startsWith('127.');

export type ServiceAnswer = {
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
 * Answers the geolocation services from the test (503 unless told otherwise), and fails every other request that
 * leaves localhost, so a test can never depend on (or leak to) the network. `realEdgeGeo`: the local runtime's own
 * `/geo` answers (every visitor is in the US there). `counts`: the requests each service received; `release()`
 * answers the delayed ones at once.
 */
export async function stubGeo(
  page: Page,
  answers: Partial<Record<Service, ServiceAnswer>> = {},
  { realEdgeGeo = false } = {},
) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const counts: Record<Service, number> = { primary: 0, secondary: 0, fallback: 0 };
  await page.route(
    (url) => !isLocal(url) || (isEdgeGeo(url) && !realEdgeGeo) || url.href.startsWith(SECONDARY_URL),
    async (route: Route) => {
      const url = route.request().url();
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
  return { counts, release };
}

/** The public HTTPS origin the HTTPS tests open the site under. */
export const HTTPS_ORIGIN = 'https://labsight.test';

/**
 * Serves the site under test at HTTPS_ORIGIN: every request to it is answered from the local server (`baseURL`),
 * headers included, so the page runs on an `https:` origin, as in production (a plain-HTTP service is then mixed
 * content). Call after stubGeo: the route registered last is asked first.
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

/** Serves a stand-in for the YouTube player, so the frame loads without the network; answers what it was asked. */
export async function stubVideo(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`${VIDEO_ORIGIN}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Player</title></head><body style="margin:0;background:#000"></body></html>',
    });
  });
  return requested;
}

/** Every console error and warning, and every uncaught error, the page reports from now on (hydration mismatches too). */
export function recordConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Records every CSP violation each document reports, from before its own scripts run; answers the current one's. */
export async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/**
 * Records, from before each document's first frame, whether the spinner was ever visible in a frame: a
 * requestAnimationFrame loop checks it before every paint. Being in the DOM is not enough: the HTML holds it hidden.
 */
export async function watchForSpinnerFrames(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const w = window as unknown as { spinnerFrames: number };
    w.spinnerFrames = 0;
    const check = () => {
      const spinner = document.querySelector('[role="status"]');
      if (spinner?.textContent?.includes('Loading...') && spinner.checkVisibility()) w.spinnerFrames += 1;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  return async () =>
    (await page.evaluate(() => (window as unknown as { spinnerFrames: number }).spinnerFrames)) > 0;
}

/** The page shows `language`: its heading in that language, and `<html lang>` saying so. */
export async function expectLanguage(page: Page, language: Language, namespace = 'training'): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy(namespace, language)('hero.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Opens `path` as a visitor from a country that reads `language` (the video frame stubbed), once in that language. */
export async function visit(page: Page, path: string, language: Language) {
  const geo = await stubGeo(page, visitorOf(language));
  const played = await stubVideo(page);
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return { geo, played, response };
}

/** A marker on `window` survives only while the page is not reloaded. */
export const markWindow = (page: Page) =>
  page.evaluate(() => Object.assign(window, { marker: 'still here' }));
export const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);

/** Every page of the site, from its one table, with the namespace of its own copy; the spec's routes have the form. */
export const ALL_ROUTES = SITE_PAGES.map((page) => ({ ...page, namespace: page.namespaces[0] }));
export const SPEC_ROUTES = ALL_ROUTES.filter((page) => page.demoForm);
