/**
 * A spec route's page comes from its HTML (src/html/prerenderedPages.ts): the start-up script shows the page in the
 * detected language as soon as the geolocation answer arrives, before any bundle has run, and the app then hydrates
 * that very page; its code below the hero and the demo dialog's come after the first paint. Checked with the app's
 * scripts held back or blocked, so only the HTML can be at work.
 */
import type { Page } from '@playwright/test';
import { ownName } from '../../src/languages.ts';
import { expect, expectLanguage, recordConsoleProblems, si, stubGeo, stubVideo, test, us } from './fixtures';
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
  test(`${path}: a demo button tapped before ${held === ANY_SCRIPT ? 'the app' : 'the dialog'} has loaded opens the dialog once it has, with focus back after`, async ({
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
  test(`${path}: the page comes from the HTML alone; hydration keeps its elements and neither repaints nor shifts them`, async ({
    page,
  }) => {
    const problems = recordConsoleProblems(page);
    const geo = await stubGeo(page, { primary: { ...si.primary, delayMs: 60_000 } });
    // Lighthouse's mobile screen, where the hero's lead paragraph is the largest paint.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const seen = { paints: [] as { time: number; element: Element | null }[], shifts: [] as number[] };
      Object.assign(window, { seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
          seen.paints.push({ time: entry.startTime, element: entry.element });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shifts.push(entry.startTime);
      }).observe({ type: 'layout-shift', buffered: true });
    });
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
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { seen: { paints: unknown[] } }).seen.paints.length),
      )
      .toBeGreaterThan(0);
    await lead.evaluate((element) =>
      Object.assign(window, {
        lead: element,
        before: performance.now(),
        shown: [document.querySelector('h1'), document.querySelector('main section:last-of-type h2')],
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
      type Seen = { paints: { time: number; element: Element | null }[]; shifts: number[] };
      const { seen, lead, before, shown } = window as unknown as {
        seen: Seen;
        lead: Element;
        before: number;
        shown: Element[];
      };
      const now = [...document.querySelectorAll('main p')].find((p) => p.textContent === text);
      return {
        sameNodes: lead.isConnected && lead === now && shown.every((element) => element.isConnected),
        largestIsLead: seen.paints.at(-1)?.element === lead,
        paintsAfter: seen.paints.filter((paint) => paint.time > before).length,
        shiftsAfter: seen.shifts.filter((time) => time > before).length,
      };
    }, copy('general', language)('hero.lead'));
    expect(after).toEqual({ sameNodes: true, largestIsLead: true, paintsAfter: 0, shiftsAfter: 0 });
    if (detected) {
      // The app runs the page: the switcher works, both ways, on the same elements.
      await page.getByRole('button', { name: ownName('en') }).click();
      await expect(heading(page)).toHaveText(copy('general', 'en')('hero.title'));
      await page.getByRole('button', { name: ownName('sl') }).click();
      await expect(heading(page)).toHaveText(copy('general', 'sl')('hero.title'));
      expect(
        await page.evaluate(
          () => (window as unknown as { shown: Element[] }).shown[0] === document.querySelector('h1'),
        ),
      ).toBe(true);
      expect(await page.title()).toBe(copy('general', 'sl')('meta.title'));
    }
    expect(problems).toEqual([]);
    expect(geo.counts.primary).toBe(detected ? 1 : 0);
  });
}

/** Notes, in page time, when the <h1> entered the DOM, and the layout shifts the visitor could see. */
function watchHeadingAndShifts() {
  const state = { h1: -1, shifts: 0 };
  Object.assign(window, { deferred: state });
  new MutationObserver(() => {
    if (state.h1 < 0 && document.querySelector('h1')) state.h1 = performance.now();
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) state.shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}
const deferredState = (page: Page) =>
  page.evaluate(() => (window as unknown as { deferred: { h1: number; shifts: number } }).deferred);

for (const [path, namespace] of [
  ['/', 'training'],
  ['/general', 'general'],
  ['/en/general', 'general'],
] as const) {
  test(`${path}: the app's scripts are requested once the largest paint is on screen, the code below the hero and the dialog's only after the <h1>`, async ({
    page,
  }) => {
    const geo = await stubGeo(page, us);
    // A returning visitor's location, so the language is known at once: a first service slower than
    // APP_WAITS_FOR_LANGUAGE_MS (a busy machine's pace) rightly lets the app load without waiting.
    await page.addInitScript(() => {
      const location = { country: 'United States', countryCode: 'US', language: 'en' };
      localStorage.setItem('userLocation', JSON.stringify({ location, timestamp: Date.now() }));
    });
    await page.addInitScript(watchHeadingAndShifts);
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
    // Its own chunks, fetched once the page is live; never with the first load.
    for (const chunk of [BELOW_FOLD[namespace].chunk, DEMO_CHUNK])
      await expect.poll(() => started(chunk)).not.toEqual([]);
    const largestPaint = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        ),
    );
    expect(Math.min(...(await started(ANY_SCRIPT)))).toBeGreaterThanOrEqual(largestPaint);
    const { h1 } = await deferredState(page);
    expect(h1).toBeGreaterThan(0);
    for (const chunk of [BELOW_FOLD[namespace].chunk, DEMO_CHUNK])
      expect((await started(chunk))[0]).toBeGreaterThan(h1);
  });
}

for (const [namespace, { chunk, heading: below, path }] of Object.entries(BELOW_FOLD)) {
  test(`${path}, rendered by the app, keeps the footer out of view and nothing moves while the rest arrives`, async ({
    page,
  }) => {
    await stubGeo(page, si);
    await stubVideo(page);
    await page.addInitScript(watchHeadingAndShifts);
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
    const shiftsBefore = (await deferredState(page)).shifts;
    release();
    await expect(rest).toBeAttached();
    expect((await heading(page).boundingBox())!.y).toBe(before.y);
    await expect(page.getByRole('contentinfo')).not.toBeInViewport();
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect((await deferredState(page)).shifts - shiftsBefore).toBeLessThan(0.001);
  });
}
