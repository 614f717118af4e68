/**
 * A spec route's page comes from its HTML (src/html/prerenderedPages.ts): the start-up script shows the page in the
 * detected language as soon as the geolocation answer arrives, before any bundle has run, and the app then hydrates
 * that very page; its code below the hero and the demo dialog's come after the first paint. Checked with the app's
 * scripts held back, so only the HTML can be at work.
 */
import type { Page } from '@playwright/test';
import { ownName } from '../../src/languages.ts';
import { expect, expectLanguage, si, stubGeo, test, us, watch } from './fixtures';
import { copy } from './locales';

const ANY_SCRIPT = /\/assets\/.*\.js$/;
const DEMO_CHUNK = /\/assets\/DemoModal-[\w-]+\.js$/;
/** Each page's chunk that holds everything below its hero, with a heading from that part. */
const BELOW_FOLD = {
  training: { chunk: /\/assets\/TrainingBelowFold-[\w-]+\.js$/, heading: 'results.title', path: '/' },
  general: { chunk: /\/assets\/GeneralBelowFold-[\w-]+\.js$/, heading: 'video.title', path: '/general' },
} as const;

/** Holds back every request matching `pattern` until `release()`; none of them has run before that. */
async function holdBack(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

type Seen = {
  paints: { time: number; element: Element | null }[];
  shifts: { time: number; value: number }[];
};
/** Notes, in page time, the largest paints, the shifts a visitor could see, and when the <h1> entered the DOM. */
function watchPaints() {
  const seen = { paints: [], shifts: [], h1: -1 } as Seen & { h1: number };
  Object.assign(window, { seen });
  new MutationObserver(() => {
    if (seen.h1 < 0 && document.querySelector('h1')) seen.h1 = performance.now();
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
      seen.paints.push({ time: entry.startTime, element: entry.element });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) seen.shifts.push({ time: entry.startTime, value: entry.value });
  }).observe({ type: 'layout-shift', buffered: true });
}
const seenOf = (page: Page) =>
  page.evaluate(() => {
    const { paints, shifts, h1 } = (window as unknown as { seen: Seen & { h1: number } }).seen;
    return { paintTimes: paints.map((paint) => paint.time), shifts, h1 };
  });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const live = (page: Page, language: 'sl' | 'en') =>
  expect(
    page.getByRole('button', { name: copy('common', language)('finalCta.cta'), exact: true }),
  ).toHaveAttribute('data-live', '');

for (const [path, held, namespace, language] of [
  ['/', ANY_SCRIPT, 'training', 'sl'],
  ['/en/general', ANY_SCRIPT, 'general', 'en'],
  ['/', DEMO_CHUNK, 'training', 'sl'],
] as const) {
  test(`${path}: a tap before ${held === ANY_SCRIPT ? 'the app' : 'the dialog'} loads opens it then`, async ({
    page,
  }) => {
    await stubGeo(page, si);
    const release = await holdBack(page, held);
    await page.goto(path);
    const hero = page.getByRole('button', { name: copy(namespace, language)('hero.cta'), exact: true });
    await hero.click();
    const dialog = page.getByRole('dialog', { name: copy('demo', language)('title') });
    await expect(dialog).toHaveCount(0);
    release();
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
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
    await page.goto(path);
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
    await expect.poll(async () => (await seenOf(page)).paintTimes.length).toBeGreaterThan(0);
    await lead.evaluate((element) =>
      Object.assign(window, {
        before: performance.now(),
        shown: [
          element,
          document.querySelector('h1'),
          document.querySelector('main h2:last-of-type, main section:last-of-type h2'),
        ],
      }),
    );
    release();
    // Hydrated: a button is marked live once React has it (src/html/earlyTaps.ts), the last one below the fold too.
    await live(page, language);
    // Two frames after hydration, so a repaint or a shift it caused would have been reported.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const after = await page.evaluate((text) => {
      const { seen, before, shown } = window as unknown as { seen: Seen; before: number; shown: Element[] };
      const lead = [...document.querySelectorAll('main p')].find((p) => p.textContent === text);
      return {
        sameNodes: shown[0] === lead && shown[1] === document.querySelector('h1') && shown[2]!.isConnected,
        largestIsLead: seen.paints.at(-1)?.element === lead,
        paintsAfter: seen.paints.filter((paint) => paint.time > before).length,
        shiftsAfter: seen.shifts.filter((shift) => shift.time > before).length,
      };
    }, copy('general', language)('hero.lead'));
    expect(after).toEqual({ sameNodes: true, largestIsLead: true, paintsAfter: 0, shiftsAfter: 0 });
    if (detected) {
      // The app runs the page it hydrated: the switcher works, both ways.
      for (const each of ['en', 'sl'] as const) {
        await page.getByRole('button', { name: ownName(each) }).click();
        await expect(heading(page)).toHaveText(copy('general', each)('hero.title'));
      }
      expect(await page.title()).toBe(copy('general', 'sl')('meta.title'));
    }
    expect(problems).toEqual([]);
    expect(geo.counts.primary).toBe(detected ? 1 : 0);
  });
}

for (const [path, namespace] of [
  ['/', 'training'],
  ['/general', 'general'],
  ['/en/general', 'general'],
] as const) {
  test(`${path}: the app loads after the largest paint, the rest after the <h1>`, async ({ page }) => {
    const geo = await stubGeo(page, us);
    // A returning visitor's location, so the language is known at once: a first service slower than
    // APP_WAITS_FOR_LANGUAGE_MS (a busy machine's pace) rightly lets the app load without waiting.
    await page.addInitScript(() => {
      const location = { country: 'United States', countryCode: 'US', language: 'en' };
      localStorage.setItem('userLocation', JSON.stringify({ location, timestamp: Date.now() }));
    });
    await page.addInitScript(watchPaints);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(path);
    await live(page, 'en');
    expect(geo.counts.primary).toBe(0);
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
    const { paintTimes, h1 } = await seenOf(page);
    expect(Math.min(...(await started(ANY_SCRIPT)))).toBeGreaterThanOrEqual(paintTimes.at(-1)!);
    expect(h1).toBeGreaterThan(0);
    for (const chunk of chunks) expect((await started(chunk))[0]).toBeGreaterThan(h1);
  });
}

for (const [namespace, { chunk, heading: below, path }] of Object.entries(BELOW_FOLD)) {
  test(`${path} rendered by the app: nothing moves as the rest arrives`, async ({ page }) => {
    await stubGeo(page, si);
    await page.addInitScript(watchPaints);
    // The HTML of a page holds all of it; the app renders a page itself after a link within the site.
    await page.goto(path === '/' ? '/general' : '/');
    await expect(page.locator('button[data-live]').first()).toBeAttached();
    const release = await holdBack(page, chunk);
    await page.locator(`a[href="${path}"]`).first().click();
    await expect(heading(page)).toHaveText(copy(namespace, 'sl')('hero.title'));
    // It opens at its top, as a page load would.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const rest = page.getByRole('heading', { level: 2, name: copy(namespace, 'sl')(below) });
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
    const shifted = (await seenOf(page)).shifts
      .slice(shiftsBefore)
      .reduce((sum, shift) => sum + shift.value, 0);
    expect(shifted).toBeLessThan(0.001);
  });
}
