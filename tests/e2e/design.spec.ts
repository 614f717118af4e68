/**
 * What a visitor sees of the design, on every page with the demo dialog, in each language, on a phone and on a
 * desktop: the product in the first screen, a demo button at every scroll position, the header's links to both
 * product pages, the site's own typeface, no layout shift and targets of at least 24 × 24 px.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { FONT_FAMILY } from '../../scripts/vite/font.ts';
import { SITE_PAGES } from '../../src/sitePages.ts';
import { copy, expect, LANGUAGES, localizedPath, stubGeo, test, visit, visitorOf } from './fixtures';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;
const DEMO_PAGES = SITE_PAGES.filter((page) => page.demoForm);
const PRODUCT_PAGES = ['/', '/general'] as const;
/** The share of the first screen the product's picture must cover. */
const PRODUCT_SHARE = 0.15;

type Shift = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};

/** Every layout shift of the document from its first paint, as a visitor's CLS counts them. */
function recordShifts() {
  const shifts: string[] = [];
  Object.assign(window, { shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[])
      if (!entry.hadRecentInput)
        shifts.push(
          `${entry.value} at ${Math.round(entry.startTime)} ms: ${entry.sources.map(({ node, previousRect, currentRect }) => `${node?.nodeName}.${node instanceof Element ? node.className : ''} ${previousRect.y}→${currentRect.y} ${previousRect.height}→${currentRect.height}`).join(', ')}`,
        );
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Whether `name`'s button is inside the viewport and on top at its centre, so a tap there reaches it. */
const tappableInView = (page: Page, name: string) =>
  page.evaluate((label) => {
    const button = [...document.querySelectorAll('button')].find((each) => each.textContent === label);
    if (!button) return false;
    const { left, top, right, bottom } = button.getBoundingClientRect();
    if (top < 0 || left < 0 || bottom > innerHeight || right > innerWidth) return false;
    const atCentre = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return atCentre !== null && button.contains(atCentre);
  }, name);

for (const { path, demoForm } of DEMO_PAGES)
  for (const language of LANGUAGES)
    for (const viewport of VIEWPORTS) {
      const url = localizedPath(path, language);
      const common = copy('common', language);
      test(`${url} at ${viewport.width}×${viewport.height}: product first, demo at hand, own type, nothing moves`, async ({
        page,
      }) => {
        test.slow();
        await page.setViewportSize(viewport);
        await page.addInitScript(recordShifts);
        await visit(page, url, language);
        const label = common('glassesVisual.label');
        const art = page.getByRole('img', { name: label, exact: true });
        await expect(art).toBeVisible();

        await test.step('the first screen shows the product', async () => {
          const share = await page.evaluate((name) => {
            const element = document.querySelector(`[role="img"][aria-label="${name}"]`)!;
            const { left, top, right, bottom } = element.getBoundingClientRect();
            const width = Math.max(0, Math.min(right, innerWidth) - Math.max(left, 0));
            const height = Math.max(0, Math.min(bottom, innerHeight) - Math.max(top, 0));
            return (width * height) / (innerWidth * innerHeight);
          }, label);
          expect(
            share,
            `the product covers ${(share * 100).toFixed(1)}% of the first screen`,
          ).toBeGreaterThanOrEqual(PRODUCT_SHARE);
          // The step the lens shows, however its language wraps it, stays inside the picture.
          const [outer, inner] = await art.evaluate((figure) =>
            [figure, figure.lastElementChild!].map(
              (element) => element.getBoundingClientRect().toJSON() as DOMRect,
            ),
          );
          expect(inner!.bottom).toBeLessThanOrEqual(outer!.bottom);
          expect(inner!.right).toBeLessThanOrEqual(outer!.right);
          expect(inner!.left).toBeGreaterThanOrEqual(outer!.left);
        });

        await test.step('the header links both product pages in the page’s language', async () => {
          const nav = page.getByRole('banner').getByRole('navigation', { name: common('nav.label') });
          for (const [product, key] of [
            [PRODUCT_PAGES[0], 'nav.training'],
            [PRODUCT_PAGES[1], 'nav.general'],
          ] as const)
            await expect(nav.getByRole('link', { name: common(key), exact: true })).toHaveAttribute(
              'href',
              localizedPath(product, language),
            );
        });

        await test.step('the h1 is set in the self-hosted face, which covers č, š and ž', async () => {
          const heading = page.getByRole('heading', { level: 1 });
          await expect(heading).toHaveCSS('font-family', new RegExp(`^"?${FONT_FAMILY}"?,`));
          const fonts = await page.evaluate(async (family) => {
            await document.fonts.load(`700 16px "${family}"`, 'čšž');
            const faces = [...document.fonts].filter((face) => face.family.replaceAll('"', '') === family);
            return {
              covers: document.fonts.check(`700 16px "${family}"`, 'čšž'),
              loaded: faces.filter((face) => face.status === 'loaded').map((face) => face.unicodeRange),
              sources: performance
                .getEntriesByType('resource')
                .filter(({ name }) => name.endsWith('.woff2'))
                .map(({ name }) => new URL(name).origin),
            };
          }, FONT_FAMILY);
          expect(fonts.covers).toBe(true);
          // The face for U+0100–017F (Latin Extended-A, č U+010D, š U+0161, ž U+017E) is in, from the site itself.
          expect(fonts.loaded.some((range) => /U\+100-17F/i.test(range))).toBe(true);
          expect(fonts.sources.length).toBeGreaterThan(0);
          expect(new Set(fonts.sources)).toEqual(new Set([new URL(page.url()).origin]));
        });

        await test.step('nothing shifts once painted', async () => {
          // The footer comes after the first paint, the fonts when they are in: both inside the measured span.
          await expect(page.getByRole('contentinfo')).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
          expect(shifts).toEqual([]);
        });

        await test.step('every target is at least 24 × 24 px', async () => {
          const { violations, passes } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
          expect(violations.flatMap(({ nodes }) => nodes.map((node) => node.target.join(' ')))).toEqual([]);
          expect(passes.length).toBe(1);
        });

        await test.step('a demo button is at hand at 30%, 60% and 90% of the page', async () => {
          const demo = common('nav.demo');
          for (const at of [0.3, 0.6, 0.9]) {
            await page.evaluate((share) => {
              const top = Math.round(document.documentElement.scrollHeight * share);
              window.scrollTo({ top, behavior: 'instant' });
            }, at);
            await expect.poll(() => tappableInView(page, demo), `at ${at * 100}% of the page`).toBe(true);
          }
          await page.getByRole('banner').getByRole('button', { name: demo, exact: true }).click();
          const dialog = page.getByRole('dialog', { name: copy('demo', language)('title') });
          await expect(dialog).toBeVisible();
          // The dialog is on top of the header: nothing covers its first field.
          const field = dialog.getByLabel(copy('demo', language)(`${demoForm}.name`));
          await expect(field).toBeVisible();
          const box = (await field.boundingBox())!;
          const onTop = await page.evaluate(
            ([x, y]) => document.elementFromPoint(x!, y!)?.closest('dialog') !== null,
            [box.x + box.width / 2, box.y + box.height / 2],
          );
          expect(onTop).toBe(true);
        });
      });
    }

for (const { path } of SITE_PAGES.filter((page) => !page.demoForm))
  for (const language of LANGUAGES)
    test(`${localizedPath(path, language)}: the header links both product pages, targets are 24 px and more`, async ({
      page,
    }) => {
      await visit(page, localizedPath(path, language), language);
      const common = copy('common', language);
      const nav = page.getByRole('banner').getByRole('navigation', { name: common('nav.label') });
      await expect(nav.getByRole('link')).toHaveCount(PRODUCT_PAGES.length);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
      expect(violations.flatMap(({ nodes }) => nodes.map((node) => node.target.join(' ')))).toEqual([]);
    });

for (const [path, language] of [
  ['/sl', 'sl'],
  ['/en/general', 'en'],
] as const)
  test(`${path}: a tap on the header's demo button before the app is live opens the dialog once it is`, async ({
    page,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, (route) => released.then(() => route.continue()));
    await stubGeo(page, visitorOf(language));
    // Not until `load`: the held scripts fill the local server's six connections and the fonts queue behind them.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const dialog = page.getByRole('dialog', { name: copy('demo', language)('title') });
    await page
      .getByRole('banner')
      .getByRole('button', { name: copy('common', language)('nav.demo'), exact: true })
      .click();
    await expect(dialog).toHaveCount(0);
    release();
    await expect(dialog).toBeVisible();
  });

test('the drawings come through the image pipeline: AVIF and WebP at their widths, sized, lazy, files of the site', async ({
  page,
}) => {
  await visit(page, '/en/general', 'en');
  const pictures = page.locator('main picture');
  // The clip-on, the microscope, three scenarios and three steps.
  await expect(pictures).toHaveCount(8);
  for (const picture of await pictures.all()) {
    const image = picture.locator('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    for (const type of ['image/avif', 'image/webp'])
      await expect(picture.locator(`source[type="${type}"]`)).toHaveAttribute('srcset', / 560w, .* 1120w$/);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
    const source = new URL(await image.evaluate((element: HTMLImageElement) => element.currentSrc));
    expect(source.origin).toBe(new URL(page.url()).origin);
    expect(source.pathname).toMatch(/\.avif$/);
  }
});
