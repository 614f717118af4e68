/**
 * A spec route's page comes from its HTML (src/html/prerenderedPages.ts): the start-up script shows the page in the
 * detected language as soon as the geolocation answer arrives, before any bundle has run, and the app then hydrates
 * that very page. Checked here with the app's scripts held back or blocked, so only the HTML can be at work.
 */
import type { Page, Route } from '@playwright/test';
import { ownName } from '../../src/languages.ts';
import { expect, recordConsoleProblems, si, stubGeo, test, us } from './fixtures';
import { copy } from './locales';

/** Holds every request for the app's scripts until `release()`; none of them has run before that. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a spec route shows its page in the detected language from the HTML alone, before any script has run', async ({
  page,
}) => {
  await stubGeo(page, us);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/general');
  await expect(heading(page)).toHaveText(copy('general', 'en')('hero.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('status')).toHaveCount(0);
  // Cached at once, as the chain would: the next visit asks nobody, even if this one ends before the app has run.
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('userLocation')))!);
  expect(stored.location).toEqual({ country: 'United States', countryCode: 'US', language: 'en' });
  // The whole page, below the fold too.
  await expect(page.getByText(copy('general', 'en')('howItWorks.title'))).toBeAttached();
});

test('the app hydrates the page the HTML showed: the same elements, no mismatch, no console error', async ({
  page,
}) => {
  const problems = recordConsoleProblems(page);
  const geo = await stubGeo(page, si);
  const scripts = await holdScripts(page);
  await page.goto('/');
  await expect(heading(page)).toHaveText(copy('training', 'sl')('hero.title'));
  await page.evaluate(() => {
    const shown = window as unknown as { shownHeading: Element; shownBelow: Element };
    shown.shownHeading = document.querySelector('h1')!;
    shown.shownBelow = document.querySelector('main h2:last-of-type, main section:last-of-type h2')!;
  });
  await scripts.release();
  // Hydrated: a button is marked live once React has it (src/html/earlyTaps.ts), the last one below the fold
  // too, and the switcher works.
  const finalCta = page.getByRole('button', { name: copy('common', 'sl')('finalCta.cta'), exact: true });
  await expect(finalCta).toHaveAttribute('data-live', '');
  await page.waitForLoadState('networkidle');
  // The sections below the fold are the HTML's own elements, not rendered again.
  expect(
    await page.evaluate(() => {
      const shown = window as unknown as { shownBelow: Element };
      return shown.shownBelow.isConnected;
    }),
  ).toBe(true);
  await page.getByRole('button', { name: ownName('en') }).click();
  await expect(heading(page)).toHaveText(copy('training', 'en')('hero.title'));
  await page.getByRole('button', { name: ownName('sl') }).click();
  await expect(heading(page)).toHaveText(copy('training', 'sl')('hero.title'));
  expect(
    await page.evaluate(
      () => (window as unknown as { shownHeading: Element }).shownHeading === document.querySelector('h1'),
    ),
  ).toBe(true);
  expect(await page.title()).toBe(copy('training', 'sl')('meta.title'));
  expect(problems).toEqual([]);
  expect(geo.counts.primary).toBe(1);
});

for (const path of ['/', '/en/general']) {
  test(`${path}: a demo button tapped before the app has loaded opens the dialog once it has`, async ({
    page,
  }) => {
    await stubGeo(page, si);
    const scripts = await holdScripts(page);
    await page.goto(path);
    const language = path.startsWith('/en') ? 'en' : 'sl';
    const namespace = path.endsWith('general') ? 'general' : 'training';
    await page
      .getByRole('button', { name: copy(namespace, language)('hero.cta'), exact: true })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await scripts.release();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}

for (const [path, language] of [
  ['/en/general', 'en'],
  ['/general', 'sl'],
] as const) {
  test(`${path}: the largest paint is the HTML's; hydration keeps the hero's lead paragraph and neither repaints nor shifts it`, async ({
    page,
  }) => {
    await stubGeo(page, si);
    // Lighthouse's mobile screen, where the lead paragraph is the largest paint.
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
    const scripts = await holdScripts(page);
    await page.goto(path);
    const lead = page.getByText(copy('general', language)('hero.lead'), { exact: true });
    await expect(lead).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { seen: { paints: unknown[] } }).seen.paints.length),
      )
      .toBeGreaterThan(0);
    await lead.evaluate((element) => Object.assign(window, { lead: element, before: performance.now() }));
    await scripts.release();
    const cta = page.getByRole('button', { name: copy('common', language)('finalCta.cta'), exact: true });
    await expect(cta).toHaveAttribute('data-live', '');
    // Two frames after hydration, so a repaint or a shift it caused would have been reported.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const after = await page.evaluate((text) => {
      type Seen = { paints: { time: number; element: Element | null }[]; shifts: number[] };
      const { seen, lead, before } = window as unknown as { seen: Seen; lead: Element; before: number };
      const shown = [...document.querySelectorAll('main p')].find((p) => p.textContent === text);
      return {
        sameNode: lead.isConnected && lead === shown,
        largestIsLead: seen.paints.at(-1)?.element === lead,
        paintsAfter: seen.paints.filter((paint) => paint.time > before).length,
        shiftsAfter: seen.shifts.filter((time) => time > before).length,
      };
    }, copy('general', language)('hero.lead'));
    expect(after).toEqual({ sameNode: true, largestIsLead: true, paintsAfter: 0, shiftsAfter: 0 });
  });
}

for (const path of ['/en/general', '/general']) {
  test(`${path}: the app's scripts are requested only once the page's largest paint is on screen`, async ({
    page,
  }) => {
    const geo = await stubGeo(page, us);
    // A returning visitor's location, so the language is known at once: a first service slower than
    // APP_WAITS_FOR_LANGUAGE_MS (a busy machine's pace) rightly lets the app load without waiting.
    await page.addInitScript(() => {
      const location = { country: 'United States', countryCode: 'US', language: 'en' };
      localStorage.setItem('userLocation', JSON.stringify({ location, timestamp: Date.now() }));
    });
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(path);
    const cta = page.getByRole('button', { name: copy('common', 'en')('finalCta.cta'), exact: true });
    await expect(cta).toHaveAttribute('data-live', '');
    expect(geo.counts.primary).toBe(0);
    const { largestPaint, firstScript } = await page.evaluate(async () => {
      const paints = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.match(/^\/assets\/.*\.js$/));
      return {
        largestPaint: paints.at(-1)?.startTime ?? Number.NaN,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    });
    expect(firstScript).toBeGreaterThanOrEqual(largestPaint);
  });
}
