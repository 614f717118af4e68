import { expect, LANGUAGES, stubGeo, test } from './fixtures';
import { stubVideo } from './video';

/**
 * Full-page screenshots of every route at a phone and a desktop width in every language, saved as test artifacts
 * (test-results/ is git-ignored) for a person to look at. Each also checks the page does not scroll sideways.
 */
const ROUTES = [
  { path: '/', name: 'home' },
  { path: '/training', name: 'training' },
  { path: '/general', name: 'general' },
] as const;
const WIDTHS = [360, 1280] as const;

for (const route of ROUTES) {
  for (const width of WIDTHS) {
    for (const language of LANGUAGES) {
      test(`screenshot ${route.name} ${width}px ${language}`, async ({ page }, testInfo) => {
        await stubGeo(page);
        await stubVideo(page);
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${route.path}?lng=${language}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'no horizontal scroll').toBe(0);
        // The header's right-hand end (the language switcher) must fit inside the viewport, not be clipped.
        const headerEnd = await page.getByRole('banner').getByRole('group').boundingBox();
        expect(headerEnd!.x + headerEnd!.width).toBeLessThanOrEqual(width);
        await page.screenshot({
          path: testInfo.outputPath(`${route.name}-${width}-${language}.png`),
          fullPage: true,
          animations: 'disabled',
        });
        await page.getByRole('main').getByRole('button').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.screenshot({
          path: testInfo.outputPath(`${route.name}-${width}-${language}-modal.png`),
          animations: 'disabled',
        });
      });
    }
  }
}
