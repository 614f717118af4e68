/**
 * What a page makes the browser attempt and keep, read from the browser itself: every request (those a test aborts
 * too), every resource hint in the document, every frame, every key in local and session storage, every cookie. And
 * what the privacy notice of the same build names, read from its prerendered HTML, so a test can compare the two.
 */
import type { BrowserContext, Page } from '@playwright/test';

export type Observed = {
  /** The origin of every request the page or one of its frames attempted. */
  requests: string[];
  /** Resource hints (preconnect, dns-prefetch, preload, prefetch) whose target is another origin. */
  hints: string[];
  /** The URL of every frame other than the page itself. */
  frames: string[];
  storageKeys: string[];
  cookies: string[];
};

export type Observer = { urls: string[]; read: () => Promise<Observed> };

export function observe(page: Page, context: BrowserContext): Observer {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return {
    urls,
    read: async () => {
      const own = new URL(page.url()).origin;
      const hints = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel]')]
          .filter((link) => /preconnect|dns-prefetch|preload|prefetch/.test(link.getAttribute('rel')!))
          .map((link) => new URL(link.getAttribute('href')!, location.href).origin),
      );
      const storageKeys = await page.evaluate(() => [
        ...Object.keys(localStorage),
        ...Object.keys(sessionStorage),
      ]);
      return {
        requests: [...new Set(urls.filter((url) => /^https?:/.test(url)).map((url) => new URL(url).origin))],
        hints: hints.filter((origin) => origin !== own),
        frames: page
          .frames()
          .filter((frame) => frame !== page.mainFrame())
          .map((frame) => frame.url()),
        storageKeys: [...new Set(storageKeys)],
        cookies: (await context.cookies()).map((cookie) => cookie.name),
      };
    },
  };
}

export type NoticeNames = { origins: string[]; keys: string[] };

/** The origins and browser-storage keys the privacy notice of this build names (its prerendered English page). */
export async function noticeNames(page: Page): Promise<NoticeNames> {
  const html = await (await page.request.get('/en/privacy')).text();
  const origins = [...html.matchAll(/data-recipient="(https?:\/\/[^"]+)"/g)].map((match) => match[1]!);
  const storage = html.slice(html.indexOf('aria-labelledby="storage"'));
  const keys = [...storage.slice(0, storage.indexOf('</section>')).matchAll(/<code>([^<]+)<\/code>/g)].map(
    (match) => match[1]!,
  );
  return { origins, keys };
}

const isLocal = (origin: string) => /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+)(:\d+)?$/.test(origin);

/** Whatever the browser attempted or kept that the notice does not name; empty when the notice covers it all. */
export function unnamed(observed: Observed, notice: NoticeNames): string[] {
  const named = (origin: string) => isLocal(origin) || notice.origins.includes(origin);
  return [
    ...observed.requests.filter((origin) => !named(origin)).map((origin) => `request to ${origin}`),
    ...observed.hints.filter((origin) => !named(origin)).map((origin) => `hint to ${origin}`),
    ...observed.frames
      .filter((url) => url !== 'about:blank' && !named(new URL(url).origin))
      .map((url) => `frame ${url}`),
    ...observed.storageKeys.filter((key) => !notice.keys.includes(key)).map((key) => `storage key ${key}`),
    ...observed.cookies.map((name) => `cookie ${name}`),
  ];
}
