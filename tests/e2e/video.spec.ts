/**
 * The video's place on /general: before consent, a poster of the site's own (a still served from this origin, the
 * title, the watch time, the play button and the consent line, all inside the box even at 320 px); once allowed, a
 * control beside the player that stops it. The consent's path through the notices: pages.spec.ts.
 */
import type { Page } from '@playwright/test';
import { VIDEO_CONSENT_KEY } from '../../src/components/videoConsent.ts';
import { expect, LANGUAGES, stubGeo, tagged, test, visitorOf } from './fixtures';
import { copy } from './locales';

/** Every element of the poster whose box leaves the video's box, or whose text is wider than its own box. */
const outside = (page: Page) =>
  page.locator('[data-video-poster]').evaluate((poster) => {
    const box = poster.parentElement!.getBoundingClientRect();
    return [...poster.querySelectorAll('*')].flatMap((element) => {
      const own = element.getBoundingClientRect();
      const leaves =
        own.left < box.left - 0.5 ||
        own.right > box.right + 0.5 ||
        own.top < box.top - 0.5 ||
        own.bottom > box.bottom + 0.5;
      const clipped = element.scrollWidth > element.clientWidth + 1 && element.tagName !== 'IMG';
      return leaves || clipped ? [`${element.tagName} ${element.textContent?.slice(0, 40)}`] : [];
    });
  });

for (const language of LANGUAGES) {
  const t = copy('general', language);
  const consent = (page: Page, key: string) =>
    page.getByRole('button', { name: t(`video.consent.${key}`), exact: true });

  test(`/${language}/general at 320 px: the poster is the site's own still, with everything inside its box`, async ({
    page,
  }, testInfo) => {
    await stubGeo(page, visitorOf(language));
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`/${language}/general`);
    await page.getByText(t('video.title')).scrollIntoViewIfNeeded();
    const poster = page.locator('[data-video-poster]');
    const still = poster.getByRole('img', { name: t('video.consent.still') });
    await expect(still).toBeVisible();
    // Served by this site, and loaded: not a data: URL, not the video host's thumbnail.
    const source = new URL((await still.getAttribute('src'))!, page.url());
    expect(source.origin).toBe(new URL(page.url()).origin);
    await expect
      .poll(() => still.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    for (const text of [t('video.frameTitle'), t('video.duration')]) await expect(poster).toContainText(text);
    await expect(consent(page, 'play')).toBeVisible();
    const link = poster.getByRole('link', { name: tagged(t('video.consent.note'), 'notice') });
    await expect(link).toHaveAttribute('href', `/${language}/privacy`);
    expect(await outside(page)).toEqual([]);
    await poster.screenshot({ path: testInfo.outputPath(`video-poster-320-${language}.png`) });
  });

  test(`/${language}/general: once allowed, "stop allowing" sits beside the player and stops it`, async ({
    page,
  }) => {
    const { played } = await stubGeo(page, visitorOf(language));
    await page.goto(`/${language}/general`);
    await page.getByText(t('video.title')).scrollIntoViewIfNeeded();
    const frame = page.locator('iframe');
    const stop = consent(page, 'stop');
    for (const allow of ['play', 'always'] as const) {
      await consent(page, allow).click();
      await expect(frame).toBeAttached();
      await expect.poll(() => played.length).toBeGreaterThan(0);
      await expect(stop).toBeVisible();
      const allowed = t(allow === 'always' ? 'video.consent.allowedAlways' : 'video.consent.allowedOnce');
      await expect(page.locator('[data-video-allowed]')).toContainText(allowed);
      // Beside the player: just below its box, within its width.
      const player = (await frame.boundingBox())!;
      const control = (await stop.boundingBox())!;
      expect(control.y).toBeGreaterThanOrEqual(player.y + player.height);
      expect(control.y - (player.y + player.height)).toBeLessThan(64);
      expect(control.x).toBeGreaterThanOrEqual(player.x);
      expect(control.x + control.width).toBeLessThanOrEqual(player.x + player.width);
      expect(await page.evaluate((key) => localStorage.getItem(key) !== null, VIDEO_CONSENT_KEY)).toBe(
        allow === 'always',
      );

      await stop.click();
      await expect(frame).toHaveCount(0);
      expect(page.frames()).toHaveLength(1);
      await expect(consent(page, 'play')).toBeVisible();
      await expect(stop).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), VIDEO_CONSENT_KEY)).toBeNull();
    }
    // Withdrawn, it stays withdrawn: a reload asks again and loads nothing from the video host.
    const before = played.length;
    await page.reload();
    await page.getByText(t('video.title')).scrollIntoViewIfNeeded();
    await expect(consent(page, 'play')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(played).toHaveLength(before);
  });
}
