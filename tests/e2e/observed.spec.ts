/**
 * The privacy notice against what the browser does, for the default build: on every page and language URL, for a
 * first visit, a returning visitor, a visitor who chose a language, the video before and after it is allowed and
 * after the consent is withdrawn, and the demo dialog opened and sent. Any origin, hint, frame, storage key or
 * cookie the notice of this build does not name fails the test, and so does a lookup at a moment it says none happens.
 * Each test leaves what it saw in its output folder (observed.json), the table the notice is checked against.
 */
import type { Page } from '@playwright/test';
import { VIDEO_CONSENT_KEY } from '../../src/components/videoConsent.ts';
import { ownName } from '../../src/languages.ts';
import {
  ALL_ROUTES,
  DEMO_ROUTES,
  expect,
  LANGUAGES,
  localizedPath,
  PRIMARY_URL,
  stubGeo,
  test,
  visitorOf,
} from './fixtures';
import { copy } from './locales';
import { noticeNames, observe, recordObserved, unnamed } from './observe';
import { stubVideo } from './video';

const record = recordObserved;

const lookups = (urls: string[]) => urls.filter((url) => new URL(url).pathname === PRIMARY_URL);

async function settle(page: Page, language: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.waitForLoadState('networkidle');
}

for (const { path } of ALL_ROUTES) {
  for (const address of [path, ...LANGUAGES.map((language) => localizedPath(path, language))]) {
    test(`${address}: a first visit attempts and keeps only what the notice names`, async ({
      page,
      context,
    }, testInfo) => {
      const language = LANGUAGES.find((code) => address.startsWith(`/${code}`)) ?? 'sl';
      await stubGeo(page, visitorOf(language));
      await stubVideo(page);
      const observer = observe(page, context);
      await page.goto(address);
      await settle(page, language);
      const observed = await observer.read();
      await record(testInfo, address, 'first visit', observed);
      expect(unnamed(observed, await noticeNames(page))).toEqual([]);
      expect(observed.hints).toEqual([]);
      // The notice: an address with a language never looks the country up.
      if (address !== path) expect(lookups(observer.urls)).toEqual([]);
    });
  }
}

test('a returning visitor and one who chose a language are not looked up again', async ({
  page,
  context,
}, testInfo) => {
  await stubGeo(page, visitorOf('sl'));
  const observer = observe(page, context);
  await page.goto('/general');
  await settle(page, 'sl');
  expect(lookups(observer.urls)).toHaveLength(1);
  await page.goto('/training');
  await settle(page, 'sl');
  expect(lookups(observer.urls)).toHaveLength(1);
  await record(testInfo, '/training', 'returning visitor', await observer.read());
  await page.evaluate(() => localStorage.clear());
  await page
    .getByRole('banner')
    .getByRole('button', { name: ownName('en'), exact: true })
    .click();
  await settle(page, 'en');
  await page.goto('/');
  await settle(page, 'en');
  const observed = await observer.read();
  await record(testInfo, '/', 'chose a language', observed);
  expect(lookups(observer.urls)).toHaveLength(1);
  expect(unnamed(observed, await noticeNames(page))).toEqual([]);
});

test('the video loads nothing from YouTube before the click, plays after it, and is gone once consent is withdrawn', async ({
  page,
  context,
}, testInfo) => {
  const t = copy('general', 'en');
  await stubGeo(page, visitorOf('en'));
  const played = await stubVideo(page);
  const observer = observe(page, context);
  await page.goto('/en/general');
  await page.getByText(t('video.title')).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: t('video.consent.play') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = await observer.read();
  await record(testInfo, '/en/general', 'video before consent', before);
  expect(played).toEqual([]);
  expect(before.frames).toEqual([]);

  await page.getByRole('button', { name: t('video.consent.always') }).click();
  await expect(page.locator('iframe')).toBeAttached();
  await expect.poll(() => played.length).toBeGreaterThan(0);
  const after = await observer.read();
  await record(testInfo, '/en/general', 'video allowed always', after);
  expect(after.storageKeys).toContain(VIDEO_CONSENT_KEY);
  expect(unnamed(after, await noticeNames(page))).toEqual([]);

  // Remembered: the next visit plays it without a click.
  await page.reload();
  await page.getByText(t('video.title')).scrollIntoViewIfNeeded();
  await expect(page.locator('iframe')).toBeAttached();

  // Withdrawn in another tab while it plays: the frame goes, and nothing of the player stays.
  const privacy = await context.newPage();
  await privacy.goto('/en/privacy');
  await privacy.getByRole('button', { name: copy('privacy', 'en')('video.withdraw') }).click();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(page.frames()).toHaveLength(1);
  const requestsBefore = played.length;
  const afterWithdrawal = observe(page, context);
  await page.reload();
  await page.getByText(t('video.title')).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: t('video.consent.play') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const withdrawn = await afterWithdrawal.read();
  await record(testInfo, '/en/general', 'video consent withdrawn', withdrawn);
  expect(played).toHaveLength(requestsBefore);
  expect(withdrawn.storageKeys).not.toContain(VIDEO_CONSENT_KEY);
});

for (const { path, namespace, demoForm } of DEMO_ROUTES) {
  test(`${path}: the demo dialog opened and sent contacts only what the notice names`, async ({
    page,
    context,
  }, testInfo) => {
    const demo = copy('demo', 'en');
    await stubGeo(page, visitorOf('en'));
    const observer = observe(page, context);
    await page.goto(localizedPath(path, 'en'));
    await page.getByRole('button', { name: copy(namespace, 'en')('hero.cta'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: demo('title') });
    await dialog.getByLabel(demo(`${demoForm}.name`)).fill('Ana Novak');
    await dialog.getByLabel(demo(`${demoForm}.email`)).fill('ana@lab.test');
    await dialog.getByRole('button', { name: demo('submit') }).click();
    await expect(dialog.getByRole('status')).not.toHaveAttribute('data-status', /^(idle|sending)$/);
    const observed = await observer.read();
    await record(testInfo, localizedPath(path, 'en'), 'demo dialog sent', observed);
    expect(unnamed(observed, await noticeNames(page))).toEqual([]);
  });
}
