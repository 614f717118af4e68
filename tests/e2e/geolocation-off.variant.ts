/** A build with VITE_GEOLOCATION=off and a demo-request endpoint (its delivery: delivery-endpoint.variant.ts). */
import { LANGUAGE_CHOICE_KEY } from '../../src/languages.ts';
import {
  expect,
  FALLBACK_URL,
  LANGUAGES,
  PUBLIC_PRIMARY_URL,
  si,
  stubGeo,
  test,
  us,
  watch,
} from './fixtures';
import { copy } from './locales';
import { firstVisit, noticeNames } from './observe';
import { VARIANT_ENDPOINT } from './variants';

/** Requests to anyone but this site, and to this site's own `/geo`: a lookup either way. */
const lookups = (urls: string[]) =>
  urls.filter((url) => new URL(url).hostname !== 'localhost' || new URL(url).pathname === '/geo');

test('no lookup anywhere: the default language, no spinner, no cache', async ({
  page,
  context,
}, testInfo) => {
  const { spinnerSeen } = await watch(page);
  // Answered as if from the US: were the services asked, the page would turn English.
  const geo = await stubGeo(page, { ...us, secondary: us.primary });
  const notice = await noticeNames(page);
  for (const [address, namespace, language] of [
    ['/', 'training', 'sl'],
    ['/training', 'training', 'sl'],
    ['/general', 'general', 'sl'],
    ['/sl/general', 'general', 'sl'],
    ['/en', 'training', 'en'],
    ['/privacy', 'privacy', 'sl'],
  ] as const) {
    const observer = await firstVisit(page, context, address);
    await observer.expectNamed(notice, testInfo, address, 'geolocation off');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page).toHaveTitle(copy(namespace, language)('meta.title'));
    expect(lookups(observer.urls)).toEqual([]);
    // Nothing is looked up, so there is nothing to wait for.
    expect(await spinnerSeen()).toBe(false);
  }
  expect(geo.counts).toEqual({ primary: 0, secondary: 0, fallback: 0 });
  expect(await page.evaluate(() => localStorage.getItem('userLocation'))).toBeNull();
  expect(notice.keys).not.toContain('userLocation');
});

test('a choice counts, a cached location not; the CSP and notice name no lookup', async ({ page }) => {
  const geo = await stubGeo(page, si);
  await page.goto('/');
  const location = { country: 'United States', countryCode: 'US', language: 'en' };
  await page.evaluate((record) => localStorage.setItem('userLocation', JSON.stringify(record)), {
    location,
    timestamp: Date.now(),
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain(`connect-src 'self' ${new URL(VARIANT_ENDPOINT).origin};`);
  expect(policy).not.toMatch(/ipapi\.co|ip-api\.com/);

  await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_CHOICE_KEY);
  await page.goto('/training');
  await expect(page).toHaveTitle(copy('training', 'en')('meta.title'));
  expect(geo.counts).toEqual({ primary: 0, secondary: 0, fallback: 0 });

  for (const language of LANGUAGES) {
    await page.goto(`/${language}/privacy`);
    // What the page says (the start-up script's own settings are not the notice).
    const text = (await page.locator('main').textContent()) ?? '';
    const t = copy('privacy', language);
    expect(text).toContain(t('recipients.none'));
    expect(text).toContain(new URL(VARIANT_ENDPOINT).origin);
    for (const absent of [PUBLIC_PRIMARY_URL, FALLBACK_URL].map((url) => new URL(url).origin))
      expect(text).not.toContain(absent);
    expect(text).not.toContain(t('basis.language'));
    expect(text).not.toContain(t('recipients.mailClient.name'));
  }
});
