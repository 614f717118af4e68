/**
 * What a page makes the browser attempt and keep, read from the browser itself: the origin of every request (those a
 * test aborts too), every resource hint to another origin, every frame, every key in local and session storage, every
 * cookie. And what the privacy notice of the same build names, read from its prerendered HTML, to compare the two.
 */
import { writeFile } from 'node:fs/promises';
import { expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

type NoticeNames = { origins: string[]; keys: string[] };

/**
 * Records what `page` attempts from now on; `read()` answers what it attempted and keeps so far, and `expectNamed`
 * also keeps it in the test's output folder (the table the notice is held to) and fails on any hint, and on anything
 * else the notice does not name.
 */
export function observe(page: Page, context: BrowserContext) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const read = async () => ({
    requests: [...new Set(urls.filter((url) => /^https?:/.test(url)).map((url) => new URL(url).origin))],
    ...(await page.evaluate(() => ({
      hints: [...document.querySelectorAll('link[rel]')]
        .filter((link) => /preconnect|dns-prefetch|preload|prefetch/.test(link.getAttribute('rel')!))
        .map((link) => new URL(link.getAttribute('href')!, location.href).origin)
        .filter((origin) => origin !== location.origin),
      storageKeys: [...new Set([...Object.keys(localStorage), ...Object.keys(sessionStorage)])],
    }))),
    frames: page
      .frames()
      .filter((frame) => frame !== page.mainFrame() && frame.url() !== 'about:blank')
      .map((frame) => frame.url()),
    cookies: (await context.cookies()).map((cookie) => cookie.name),
  });
  const expectNamed = async (notice: NoticeNames, testInfo: TestInfo, address: string, state: string) => {
    // A frame just attached has no address until its first navigation commits: wait for it rather than miss it.
    await expect.poll(() => page.frames().some((frame) => frame.url() === '')).toBe(false);
    const observed = await read();
    const file = `observed-${state.replace(/\W+/g, '-')}-${address.replace(/\W+/g, '-')}.json`;
    await writeFile(testInfo.outputPath(file), JSON.stringify({ page: address, state, ...observed }));
    const named = (origin: string) =>
      /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+)(:\d+)?$/.test(origin) || notice.origins.includes(origin);
    expect([
      ...observed.requests.filter((origin) => !named(origin)).map((origin) => `request to ${origin}`),
      ...observed.hints.map((origin) => `hint to ${origin}`),
      ...observed.frames.filter((url) => !named(new URL(url).origin)).map((url) => `frame ${url}`),
      ...observed.storageKeys.filter((key) => !notice.keys.includes(key)).map((key) => `storage key ${key}`),
      ...observed.cookies.map((name) => `cookie ${name}`),
    ]).toEqual([]);
    return observed;
  };
  return { read, expectNamed };
}

/** Opens `address` and answers its observer once the network is quiet. */
export async function firstVisit(page: Page, context: BrowserContext, address: string) {
  const observer = observe(page, context);
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  return observer;
}

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
