/** In Chromium, offline: when a page's first content arrives, and the scripts it requests before and after. */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { LANGUAGE_CHOICE_KEY } from '../../src/languages.ts';
import { HOST } from './servers.ts';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** Anything but 127.0.0.1 is aborted: a run neither needs nor touches the network. */
export async function offline(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== HOST,
    (route) => route.abort('internetdisconnected'),
  );
}

export async function waitForHeading(page: Page, url: string): Promise<void> {
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

/**
 * The scripts a page requests, by its own resource timing. The count waits for `last`, which the app requests once it
 * runs (network quiet can come first); `language` is stored, so no slow geolocation service changes what loads first.
 */
export async function scriptRequests(
  browser: Browser,
  url: string,
  { last, language }: { last?: string; language: string },
): Promise<{ beforeContent: string[]; all: string[] }> {
  const context = await browser.newContext();
  try {
    await offline(context);
    // When the first <h1> enters the DOM, as the HTML is parsed or the app renders it.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('h1')) return;
        (window as { h1At?: number }).h1At = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      LANGUAGE_CHOICE_KEY,
      language,
    ] as const);
    const page = await context.newPage();
    const lastRequested =
      last &&
      page
        .waitForRequest((request) => new URL(request.url()).pathname === `/${last}`, { timeout: 20_000 })
        .catch(() => undefined);
    await page.goto(url, { waitUntil: 'commit' });
    await waitForHeading(page, url);
    await lastRequested;
    await page.waitForFunction(() => 'h1At' in window);
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const h1Dom = (window as { h1At?: number }).h1At!;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      const files = (entries: PerformanceEntry[]) =>
        [...new Set(entries.map((entry) => new URL(entry.name).pathname.slice(1)))].sort();
      return {
        beforeContent: files(scripts.filter((entry) => entry.startTime < h1Dom)),
        all: files(scripts),
      };
    });
  } finally {
    await context.close();
  }
}
