import type { Page, Route } from '@playwright/test';
import { expect, ONE_ROUTE_PER_PAGE, si, stubGeo, test } from './fixtures';
import { copy } from './locales';
import { stubVideo } from './video';

/** Each page's chunk that holds everything below its hero, with a heading from that part. */
const BELOW_FOLD = {
  training: { chunk: /\/assets\/TrainingBelowFold-[\w-]+\.js$/, heading: 'results.title' },
  general: { chunk: /\/assets\/GeneralBelowFold-[\w-]+\.js$/, heading: 'video.title' },
} as const;
const PAGES = ONE_ROUTE_PER_PAGE.map((route) => ({
  ...route,
  ...BELOW_FOLD[route.namespace as keyof typeof BELOW_FOLD],
}));

/** Notes, in page time, when the <h1> entered the DOM and the layout shifts the visitor could see. */
function observe() {
  const state = { h1: -1, shifts: 0 };
  (window as unknown as { __deferred: typeof state }).__deferred = state;
  new MutationObserver(() => {
    if (state.h1 < 0 && document.querySelector('h1')) state.h1 = performance.now();
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) state.shifts += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

function deferredState(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __deferred: { h1: number; shifts: number } }).__deferred,
  );
}

/** When, in page time, the page requested a file whose path matches `pattern`: null until its entry is recorded. */
function requestStart(page: Page, pattern: RegExp): Promise<number | null> {
  return page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .find((entry) => new RegExp(source).test(new URL(entry.name).pathname))?.startTime ?? null,
    pattern.source,
  );
}

/** The chunk is requested (its resource timing entry there once it has arrived), and only after the <h1>. */
async function expectRequestedAfterTheHeading(page: Page, chunk: RegExp) {
  const started = () => requestStart(page, chunk);
  await expect.poll(started).not.toBeNull();
  const start = await started();
  const { h1 } = await deferredState(page);
  expect(h1).toBeGreaterThan(0);
  expect(start!).toBeGreaterThan(h1);
}

/** Holds back requests matching `pattern` until `release()` is called. */
async function holdBack(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.beforeEach(async ({ page }) => {
  await stubGeo(page, si);
  await stubVideo(page);
  await page.addInitScript(observe);
});

for (const { path, chunk, namespace, heading } of PAGES) {
  test(`${path} requests the code below its hero only after the <h1> is in the document`, async ({
    page,
  }) => {
    // The page's HTML may show that part already; its code comes with hydration, never with the first load.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: copy(namespace, 'sl')(heading) })).toBeVisible();
    await expectRequestedAfterTheHeading(page, chunk);
  });

  test(`${path}, rendered by the app, keeps the footer out of view and nothing moves while the rest arrives`, async ({
    page,
  }) => {
    // The HTML of a page holds all of it; the app renders a page itself after a link within the site.
    await page.goto(PAGES.find((other) => other.path !== path)!.path);
    await expect(page.locator('button[data-live]').first()).toBeAttached();
    const release = await holdBack(page, chunk);
    await page.locator(`a[href="${path}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy(namespace, 'sl')('hero.title'));
    // It opens at its top, as a page load would.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const below = page.getByRole('heading', { level: 2, name: copy(namespace, 'sl')(heading) });
    await expect(below).not.toBeAttached();
    await expect(page.getByRole('contentinfo')).not.toBeInViewport();
    const hero = page.getByRole('heading', { level: 1 });
    const before = (await hero.boundingBox())!;
    // Shifts until now (the spinner giving way to the page) are not this part's doing.
    const shiftsBefore = (await deferredState(page)).shifts;
    release();
    await expect(below).toBeAttached();
    expect((await hero.boundingBox())!.y).toBe(before.y);
    await expect(page.getByRole('contentinfo')).not.toBeInViewport();
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect((await deferredState(page)).shifts - shiftsBefore).toBeLessThan(0.001);
  });
}

const DEMO_CHUNK = /\/assets\/DemoModal-[\w-]+\.js$/;

test('/ requests the demo dialog only after the <h1> is in the document', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 2, name: copy('training', 'sl')('finalCta.title') }),
  ).toBeVisible();
  // Its own chunk, fetched once the page is live; never with the first load.
  await expectRequestedAfterTheHeading(page, DEMO_CHUNK);
});

test('a click on the hero button before the dialog has loaded still opens it, with focus back after', async ({
  page,
}) => {
  const release = await holdBack(page, DEMO_CHUNK);
  await page.goto('/');
  const hero = page.getByRole('button', { name: copy('training', 'sl')('hero.cta'), exact: true });
  await hero.click();
  const dialog = page.getByRole('dialog', { name: copy('demo', 'sl')('title') });
  await expect(dialog).toBeHidden();
  release();
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(hero).toBeFocused();
});
