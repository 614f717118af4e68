/**
 * A spec route's page comes from its HTML (src/html/prerenderedPages.ts): the start-up script shows the page in the
 * detected language as soon as the geolocation answer arrives, before any bundle has run, and the app then hydrates
 * that very page; its code below the hero and the demo dialog's come after the first paint. Checked with the app's
 * scripts held back, so only the HTML can be at work.
 */
import type { Page } from '@playwright/test';
import { demoDialog, expect, expectLanguage, si, stubGeo, test, twoFrames, us, watch } from './fixtures';
import { copy } from './locales';

const ANY_SCRIPT = /\/assets\/.*\.js$/;
const OPENED = { waitUntil: 'domcontentloaded' } as const;
const DEMO_CHUNK = /\/assets\/DemoModal-[\w-]+\.js$/;
/** Each page's chunk that holds everything below its hero, with a heading from that part. */
const BELOW_FOLD = {
  training: { chunk: /\/assets\/TrainingBelowFold-[\w-]+\.js$/, heading: 'results.title' },
  general: { chunk: /\/assets\/GeneralBelowFold-[\w-]+\.js$/, heading: 'video.title' },
} as const;

/**
 * Holds back every request matching `pattern` until `release()`; none of them has run before that. A page whose
 * scripts are held opens with `OPENED`: held requests fill the six connections a browser opens to the local server,
 * so the web fonts wait behind them, and with them the `load` event (a host's HTTP/2 has no such queue).
 */
async function holdBack(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, (route) => released.then(() => route.continue()));
  return release;
}

type Entry = PerformanceEntry & { element: Element | null; value: number; hadRecentInput: boolean };
type Seen = { paints: Entry[]; shifts: Entry[]; h1: number };
/** Notes, in page time, the largest paints, the shifts a visitor could see, and when the <h1> entered the DOM. */
function watchPaints() {
  const seen: Seen = { paints: [], shifts: [], h1: -1 };
  Object.assign(window, { seen });
  new MutationObserver(() => {
    if (seen.h1 < 0 && document.querySelector('h1')) seen.h1 = performance.now();
  }).observe(document, { childList: true, subtree: true });
  const observe = (type: string, into: Entry[]) =>
    new PerformanceObserver((list) => into.push(...(list.getEntries() as Entry[]))).observe({
      type,
      buffered: true,
    });
  observe('largest-contentful-paint', seen.paints);
  observe('layout-shift', seen.shifts);
}
const seenOf = (page: Page) =>
  page.evaluate(() => {
    const { paints, shifts, h1 } = (window as unknown as { seen: Seen }).seen;
    const values = shifts.filter((shift) => !shift.hadRecentInput).map((shift) => shift.value);
    return { paints: paints.map((paint) => paint.startTime), shifts: values, h1 };
  });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const live = (page: Page, language: 'sl' | 'en') =>
  expect(
    page.getByRole('button', { name: copy('common', language)('finalCta.cta'), exact: true }),
  ).toHaveAttribute('data-live', '');

// A tap before the dialog's own code is in: tests/unit/features/demo-request/LazyDemoModal.test.tsx.
for (const [path, variant, language] of [
  ['/', 'training', 'sl'],
  ['/en/general', 'general', 'en'],
] as const) {
  test(`${path}: a tap before the app loads opens the dialog then`, async ({ page }) => {
    await stubGeo(page, si);
    const release = await holdBack(page, ANY_SCRIPT);
    await page.goto(path, OPENED);
    const { hero, dialog } = demoDialog(page, variant, language);
    await hero.click();
    await expect(dialog).toHaveCount(0);
    release();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(hero).toBeFocused();
  });
}

for (const [path, language] of [
  ['/general', 'sl'],
  ['/en/general', 'en'],
] as const) {
  const detected = !path.startsWith(`/${language}`);
  test(`${path} comes from the HTML; hydration keeps it, no repaint or shift`, async ({ page }) => {
    const { problems } = await watch(page);
    const geo = await stubGeo(page, { primary: { ...si.primary, delayMs: 60_000 } });
    // Lighthouse's mobile screen, where the hero's lead paragraph is the largest paint.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(watchPaints);
    const release = await holdBack(page, ANY_SCRIPT);
    await page.goto(path, OPENED);
    if (detected) {
      // The spinner is in the HTML, painted before any script, until the answer comes.
      await expect(page.getByRole('status')).toHaveText('Loading...');
      await expect(page.getByRole('status')).toBeVisible();
      geo.release();
    }
    await expectLanguage(page, language, 'general');
    await expect(page.getByRole('status')).toHaveCount(0);
    // The whole page, below the fold too.
    await expect(page.getByText(copy('general', language)('howItWorks.title'))).toBeAttached();
    if (detected) {
      // Cached at once, as the chain would: the next visit asks nobody, even if this one ends before the app has run.
      const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('userLocation')))!);
      expect(stored.location).toEqual({ country: 'Slovenia', countryCode: 'SI', language: 'sl' });
    }
    const lead = page.getByText(copy('general', language)('hero.lead'), { exact: true });
    await expect(lead).toBeVisible();
    await expect.poll(async () => (await seenOf(page)).paints.length).toBeGreaterThan(0);
    // The nodes the HTML painted: hydration keeps every one of them.
    const nodes = await page.locator('h1, main h2, main p').elementHandles();
    const before = await page.evaluate(() => performance.now());
    release();
    // Hydrated: a button is marked live once React has it (src/html/earlyTaps.ts), the last one below the fold too.
    await live(page, language);
    // Two frames after hydration, so a repaint or a shift it caused would have been reported.
    await twoFrames(page);
    for (const node of nodes) expect(await node.evaluate((element) => element.isConnected)).toBe(true);
    const after = await lead.evaluate((element, since) => {
      const { seen } = window as unknown as { seen: Seen };
      return {
        largestIsLead: seen.paints.at(-1)?.element === element,
        paintsAfter: seen.paints.filter((paint) => paint.startTime > since).length,
        shiftsAfter: seen.shifts.filter((shift) => shift.startTime > since && !shift.hadRecentInput).length,
      };
    }, before);
    expect(after).toEqual({ largestIsLead: true, paintsAfter: 0, shiftsAfter: 0 });
    expect(problems).toEqual([]);
    expect(geo.counts.primary).toBe(detected ? 1 : 0);
  });
}

for (const [path, namespace, next, nextNamespace] of [
  ['/', 'training', '/general', 'general'],
  ['/general', 'general', '/', 'training'],
  ['/en/general', 'general', '/en', 'training'],
] as const) {
  test(`${path}: the app after the largest paint, the rest after the <h1>; then ${next} shifts nothing`, async ({
    page,
  }) => {
    const geo = await stubGeo(page, us);
    const { spinnerSeen } = await watch(page);
    // A returning visitor's location, so the language is known at once, with no lookup and no spinner: a first
    // service slower than APP_WAITS_FOR_LANGUAGE_MS (a busy machine's pace) rightly lets the app load without waiting.
    await page.addInitScript(() => {
      const location = { country: 'United States', countryCode: 'US', language: 'en' };
      localStorage.setItem('userLocation', JSON.stringify({ location, timestamp: Date.now() }));
    });
    await page.addInitScript(watchPaints);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(path);
    await live(page, 'en');
    expect([geo.counts.primary, await spinnerSeen()]).toEqual([0, false]);
    const started = (pattern: RegExp) =>
      page.evaluate(
        (source) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname))
            .map((entry) => entry.startTime),
        pattern.source,
      );
    // Its own chunks (the code below the hero, the dialog's), fetched once the page is live; never with the first load.
    const chunks = [BELOW_FOLD[namespace].chunk, DEMO_CHUNK];
    for (const chunk of chunks) await expect.poll(() => started(chunk)).not.toEqual([]);
    const { paints, h1 } = await seenOf(page);
    expect(Math.min(...(await started(ANY_SCRIPT)))).toBeGreaterThanOrEqual(paints.at(-1)!);
    expect(h1).toBeGreaterThan(0);
    for (const chunk of chunks) expect((await started(chunk))[0]).toBeGreaterThan(h1);

    // The HTML of a page holds all of it; the app renders a page itself after a link within the site.
    const below = BELOW_FOLD[nextNamespace];
    const release = await holdBack(page, below.chunk);
    await page.locator(`a[href="${next}"]`).first().click();
    await expect(heading(page)).toHaveText(copy(nextNamespace, 'en')('hero.title'));
    // It opens at its top, as a page load would.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const rest = page.getByRole('heading', { level: 2, name: copy(nextNamespace, 'en')(below.heading) });
    await expect(rest).not.toBeAttached();
    await expect(page.getByRole('contentinfo')).not.toBeInViewport();
    const before = (await heading(page).boundingBox())!;
    // Shifts until now (the spinner giving way to the page) are not this part's doing.
    const shiftsBefore = (await seenOf(page)).shifts.length;
    release();
    await expect(rest).toBeAttached();
    expect((await heading(page).boundingBox())!.y).toBe(before.y);
    await expect(page.getByRole('contentinfo')).not.toBeInViewport();
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const shifted = (await seenOf(page)).shifts.slice(shiftsBefore).reduce((sum, value) => sum + value, 0);
    expect(shifted).toBeLessThan(0.001);
  });
}
