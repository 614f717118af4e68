import { test as base, expect, type Page, type Route } from '@playwright/test';

/** The services the built site asks by default (see src/config.ts). */
export const PRIMARY_URL = 'https://ipapi.co/json/';
export const SECONDARY_URL = 'http://ip-api.com/json/';

export type ServiceAnswer = {
  status?: number;
  body?: unknown;
  /** Raw body text instead of JSON (e.g. a broken answer). */
  text?: string;
  /** Milliseconds before answering. */
  delayMs?: number;
  /** Fails the request at the network level. */
  abort?: boolean;
};

export type GeoStub = {
  /** Requests each service received. */
  counts: { primary: number; secondary: number };
  /** Resolves a pending answer early (for `delayMs: Infinity`). */
  release: () => void;
};

export const si = { primary: { body: { country_name: 'Slovenia', country_code: 'SI' } } };
export const us = { primary: { body: { country_name: 'United States', country_code: 'US' } } };

async function answer(route: Route, spec: ServiceAnswer, released: Promise<void>) {
  if (spec.delayMs) await Promise.race([new Promise((r) => setTimeout(r, spec.delayMs)), released]);
  if (spec.abort) return route.abort('failed');
  return route.fulfill({
    status: spec.status ?? 200,
    headers: { 'access-control-allow-origin': '*' },
    contentType: 'application/json',
    body: spec.text ?? JSON.stringify(spec.body ?? {}),
  });
}

/**
 * Answers the two geolocation services from the test, and fails every other request that leaves localhost, so a
 * test can never depend on (or leak to) the network.
 */
export async function stubGeo(
  page: Page,
  answers: { primary?: ServiceAnswer; secondary?: ServiceAnswer } = {},
): Promise<GeoStub> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const counts = { primary: 0, secondary: 0 };
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    async (route) => {
      const url = route.request().url();
      if (url.startsWith(PRIMARY_URL)) {
        counts.primary += 1;
        return answer(route, answers.primary ?? { status: 503 }, released);
      }
      if (url.startsWith(SECONDARY_URL)) {
        counts.secondary += 1;
        return answer(route, answers.secondary ?? { status: 503 }, released);
      }
      return route.abort('blockedbyclient');
    },
  );
  return { counts, release };
}

export const test = base;
export { expect };
