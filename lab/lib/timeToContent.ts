/** In Chromium: time to content, and a repeat visit's geolocation requests and spinner. */
import type { Browser, Page } from '@playwright/test';
import { offline, waitForHeading } from '../../scripts/hosting/browser.ts';

type ContentState = { h1Dom: number | null; h1Frame: number | null; spinnerSeen: boolean };

declare global {
  interface Window {
    __content?: ContentState;
  }
}

/** Runs before the page's scripts: when the first <h1> enters the DOM, the frame after it, and any spinner frame. */
function observeContent(): void {
  const state: ContentState = { h1Dom: null, h1Frame: null, spinnerSeen: false };
  window.__content = state;
  // The spinner is in the HTML, hidden once the language is known: what counts is a frame that shows it.
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

type Visit = { h1Frame: number; spinnerSeen: boolean; lang: string };

async function visit(page: Page, url: string, { settle }: { settle: boolean }): Promise<Visit> {
  await page.goto(url, { waitUntil: 'commit' });
  await waitForHeading(page, url);
  await page.waitForFunction(() => window.__content?.h1Frame !== null);
  if (settle) await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => ({ ...window.__content, lang: document.documentElement.lang }));
  if (seen.h1Frame == null) throw new Error(`the content observer never ran on ${url}`);
  return { h1Frame: seen.h1Frame, spinnerSeen: seen.spinnerSeen ?? false, lang: seen.lang };
}

export type VisitResult = { ms: number; spinnerSeen: boolean; lang: string; geoRequests: number };
export type TimeToContentRun = { first: VisitResult; repeat: VisitResult };

/** A first and a repeat visit in one context, with the CPU slowed as a mid-range phone's would be. */
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
