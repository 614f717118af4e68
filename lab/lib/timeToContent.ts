/** In Chromium: time to content, and a repeat visit's geolocation requests and spinner. */
import type { Browser, Page } from '@playwright/test';
import { observeContent, offline, waitForHeading } from '../../scripts/hosting/browser.ts';

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
