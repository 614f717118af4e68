/**
 * Browser measurements with Playwright on Debian's Chromium: time to content (first and cached repeat visit), the
 * geolocation requests of a repeat visit, whether the spinner ever showed, and which scripts a page requested.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../chromium.ts';
import { HOST } from './servers.ts';

/** What observeContent notes in the page: times from navigation start, in ms. */
type ContentState = { h1Dom: number | null; h1Frame: number | null; spinnerSeen: boolean };

declare global {
  interface Window {
    __bench?: ContentState;
  }
}

export function launchBrowser(): Promise<Browser> {
  // The same browser and switches as the Playwright tests; Playwright adds its own headless switch.
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * Runs in the page before any of its scripts: notes when the first <h1> enters the DOM, and the frame after it
 * (when it can first be painted), and whether the 'Loading...' spinner was ever in the DOM.
 */
function observeContent(): void {
  const state: ContentState = { h1Dom: null, h1Frame: null, spinnerSeen: false };
  window.__bench = state;
  // The spinner is in the HTML itself, hidden when the language is known: what counts is a frame that shows it.
  const spinnerFrame = () => {
    const status = document.querySelector('[role="status"]');
    if (status?.textContent?.includes('Loading...') && status.checkVisibility()) state.spinnerSeen = true;
    if (state.h1Frame === null) requestAnimationFrame(spinnerFrame);
  };
  requestAnimationFrame(spinnerFrame);
  const check = () => {
    if (state.h1Dom === null && document.querySelector('h1')) {
      state.h1Dom = performance.now();
      requestAnimationFrame(() => {
        state.h1Frame = performance.now();
      });
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/** Only 127.0.0.1 may be reached: anything else is aborted, so a run can neither need nor touch the network. */
export async function offline(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== HOST,
    (route) => route.abort('internetdisconnected'),
  );
}

/** Waits for the page's <h1>; when none comes, says why (the page's own errors) instead of just "timeout". */
async function waitForHeading(page: Page, url: string): Promise<void> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  try {
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 20_000 });
  } catch (error) {
    throw new Error(`no visible <h1> on ${url} within 20 s; page errors: ${errors.join(' | ') || 'none'}`, {
      cause: error,
    });
  } finally {
    page.off('pageerror', onError);
  }
}

/** One visit's view of the page: the notes of observeContent, and the language the page rendered in. */
type Visit = { h1Frame: number; spinnerSeen: boolean; lang: string };

async function visit(page: Page, url: string, { settle }: { settle: boolean }): Promise<Visit> {
  await page.goto(url, { waitUntil: 'commit' });
  await waitForHeading(page, url);
  await page.waitForFunction(() => window.__bench?.h1Frame !== null);
  if (settle) await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => ({ ...window.__bench, lang: document.documentElement.lang }));
  if (seen.h1Frame == null) throw new Error(`the bench's observer never ran on ${url}`);
  return { h1Frame: seen.h1Frame, spinnerSeen: seen.spinnerSeen ?? false, lang: seen.lang };
}

/** One visit as the bench reports it. */
export type VisitResult = { ms: number; spinnerSeen: boolean; lang: string; geoRequests: number };
export type TimeToContentRun = { first: VisitResult; repeat: VisitResult };

/**
 * One run: a fresh browser context (empty HTTP cache and storage) opens `url` (first visit), then opens it again in
 * the same context (repeat visit: assets from the HTTP cache, location from localStorage). `geoCount` reads the
 * stub's request counter. CPU is slowed `cpuSlowdown` times, as a mid-range phone would be.
 */
export async function timeToContentRun(
  browser: Browser,
  url: string,
  { geoCount, cpuSlowdown }: { geoCount: () => number; cpuSlowdown: number },
): Promise<TimeToContentRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    await offline(context);
    await context.addInitScript(observeContent);
    const page = await context.newPage();
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    const start = geoCount();
    const first = await visit(page, url, { settle: false });
    const before = geoCount();
    const repeat = await visit(page, url, { settle: true });
    return {
      first: {
        ms: first.h1Frame,
        spinnerSeen: first.spinnerSeen,
        lang: first.lang,
        geoRequests: before - start,
      },
      repeat: {
        ms: repeat.h1Frame,
        spinnerSeen: repeat.spinnerSeen,
        lang: repeat.lang,
        geoRequests: geoCount() - before,
      },
    };
  } finally {
    await context.close();
  }
}

/**
 * The scripts a page requests: `beforeContent` those whose request started before its <h1> entered the DOM (from the
 * page's own resource timing, so a request the page starts right after rendering is not miscounted), `all` once the
 * network is idle. Paths, relative to the origin.
 */
export async function scriptRequests(
  browser: Browser,
  url: string,
): Promise<{ beforeContent: string[]; all: string[] }> {
  const context = await browser.newContext();
  try {
    await offline(context);
    await context.addInitScript(observeContent);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { hostname, pathname } = new URL(request.url());
      if (hostname === HOST && (request.resourceType() === 'script' || pathname.endsWith('.js'))) {
        scripts.push(pathname.replace(/^\//, ''));
      }
    });
    await page.goto(url, { waitUntil: 'commit' });
    await waitForHeading(page, url);
    await page.waitForFunction(() => window.__bench?.h1Dom !== null);
    await page.waitForLoadState('networkidle');
    const beforeContent = await page.evaluate(() => {
      const h1Dom = window.__bench?.h1Dom;
      if (h1Dom == null) throw new Error("the bench's observer saw no <h1>");
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < h1Dom && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname.replace(/^\//, ''));
    });
    return { beforeContent: [...new Set(beforeContent)].sort(), all: [...new Set(scripts)].sort() };
  } finally {
    await context.close();
  }
}
