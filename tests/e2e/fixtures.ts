import { test as base, expect, type Page, type Route } from '@playwright/test';
import { countryName, LANGUAGES, visitorCountry, type Language } from '../../src/languages.ts';
import { EDGE_GEO_SERVICE, PUBLIC_GEO_SERVICES } from '../../src/siteSettings.ts';
import { localizedPath, SITE_PAGES, type SitePage } from '../../src/sitePages.ts';

/**
 * The default build asks the host's own `/geo` (answered here in its place: on the local runtime every visitor is
 * in the US). The public-services build (variants.ts) asks the spec's chain of three public services.
 */
export const PRIMARY_URL = EDGE_GEO_SERVICE.url;
export const PUBLIC_PRIMARY_URL = PUBLIC_GEO_SERVICES.ipapi.url;
/** The public-services build's secondary: a loopback address, which needs no registry entry, answered by the test. */
export const SECONDARY_URL = 'http://127.0.0.9:9/json/';
export const FALLBACK_URL = PUBLIC_GEO_SERVICES.countryIs.url;

type Service = 'primary' | 'secondary' | 'fallback';
const SERVICE_URLS: [Service, string][] = [
  ['primary', PUBLIC_PRIMARY_URL],
  ['secondary', SECONDARY_URL],
  ['fallback', FALLBACK_URL],
];
const isEdgeGeo = (url: URL) => url.pathname === PRIMARY_URL && isLocal(url);
const isLocal = (url: URL) => url.hostname === 'localhost' || url.hostname.startsWith('127.');

export type ServiceAnswer = {
  status?: number;
  body?: unknown;
  /** Raw body text instead of JSON (e.g. a broken answer). */
  text?: string;
  /** Milliseconds before answering. */
  delayMs?: number;
  /** Fails the request at the network level. */
  abort?: boolean;
  /** False: the answer has no CORS header, so the browser hides it from the page (as ipapi.co's 403 does). */
  cors?: boolean;
};

export type GeoStub = {
  /** Requests each service received. */
  counts: Record<Service, number>;
  /** Resolves a pending answer early (for `delayMs: Infinity`). */
  release: () => void;
};

export const si = { primary: { body: { country_name: 'Slovenia', country_code: 'SI' } } };
export const us = { primary: { body: { country_name: 'United States', country_code: 'US' } } };

/** The primary service answering with a country whose visitors get `language` (its first, or the US for English). */
export function visitorOf(language: Language) {
  const code = visitorCountry(language);
  return { primary: { body: { country_name: countryName(code), country_code: code } } };
}

async function answer(route: Route, spec: ServiceAnswer, released: Promise<void>) {
  if (spec.delayMs) await Promise.race([new Promise((r) => setTimeout(r, spec.delayMs)), released]);
  if (spec.abort) return route.abort('failed');
  return route.fulfill({
    status: spec.status ?? 200,
    headers: spec.cors === false ? {} : { 'access-control-allow-origin': '*' },
    contentType: 'application/json',
    body: spec.text ?? JSON.stringify(spec.body ?? {}),
  });
}

/**
 * Answers the geolocation services from the test (503 unless told otherwise), and fails every other request that
 * leaves localhost, so a test can never depend on (or leak to) the network.
 */
export async function stubGeo(
  page: Page,
  answers: Partial<Record<Service, ServiceAnswer>> = {},
  /** True: the real `/geo` of the local runtime answers (every visitor is in the US there). */
  { realEdgeGeo = false } = {},
): Promise<GeoStub> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const counts: Record<Service, number> = { primary: 0, secondary: 0, fallback: 0 };
  await page.route(
    (url) => !isLocal(url) || (isEdgeGeo(url) && !realEdgeGeo) || url.href.startsWith(SECONDARY_URL),
    async (route) => {
      const url = route.request().url();
      const service = isEdgeGeo(new URL(url))
        ? 'primary'
        : SERVICE_URLS.find(([, address]) => url.startsWith(address))?.[0];
      if (!service) return route.abort('blockedbyclient');
      counts[service] += 1;
      return answer(route, answers[service] ?? { status: 503 }, released);
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

/** Every console error and warning, and every uncaught error, the page reports from now on (hydration mismatches too). */
export function recordConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const toRoute = <Path extends SitePage['path']>({ path, namespaces }: SitePage & { path: Path }) => ({
  path,
  namespace: namespaces[0]!,
});
/**
 * The spec's three routes, which its contract names: the tests of their copy and sections run on these. A page added
 * later (`npm run add-page`) is held to what every page owes by the tests over ALL_ROUTES.
 */
export type SpecPath = '/' | '/training' | '/general';
const SPEC_PATHS: readonly string[] = ['/', '/training', '/general'] satisfies SpecPath[];
const SPEC_PAGES = SITE_PAGES.filter((page) => SPEC_PATHS.includes(page.path));
/** The spec's routes, with the namespace of each page's own copy. */
export const SPEC_ROUTES = SPEC_PAGES.map(toRoute) as { path: SpecPath; namespace: string }[];
/** The notices (privacy, legal): plain text, no demo form, no sections below the fold. */
export const NOTICE_ROUTES = SITE_PAGES.filter((page) => ['/privacy', '/legal'].includes(page.path)).map(
  toRoute,
);
/** The pages that offer the demo form, with its variant. */
export const DEMO_ROUTES = SITE_PAGES.flatMap((page) =>
  page.demoForm ? [{ ...toRoute(page), demoForm: page.demoForm }] : [],
);
/** Every page of the site. */
export const ALL_ROUTES = SITE_PAGES.map(toRoute);
/** One route per page module (`/` and `/general`), for what does not differ between `/` and `/training`. */
export const ONE_ROUTE_PER_PAGE = SPEC_PAGES.filter(
  (page, index) => SPEC_PAGES.findIndex((other) => other.module === page.module) === index,
).map(toRoute);
export { LANGUAGES, localizedPath, type Language };

export const test = base;
export { expect };
