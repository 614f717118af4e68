/**
 * A build with VITE_GEOLOCATION=off that sends demo requests to VARIANT_ENDPOINT, another host's endpoint (answered
 * here by page.route). What the form does with each answer: tests/unit/features/demo-request/useDemoRequest.test.tsx;
 * here, the request as it leaves the browser.
 */
import type { Request } from '@playwright/test';
import { LANGUAGE_CHOICE_KEY } from '../../src/languages.ts';
import { TYPED } from '../support/typed.ts';
import {
  cachedLocation,
  copy,
  expect,
  FALLBACK_URL,
  LANGUAGES,
  openDemo,
  PUBLIC_PRIMARY_URL,
  stubGeo,
  test,
  us,
  watch,
} from './fixtures';
import { firstVisit, noticeNames } from './observe';
import { VARIANT_ENDPOINT } from './variants';

test('no lookup anywhere: the default language or a choice, no spinner, no cache; the CSP and notice agree', async ({
  page,
  context,
}, testInfo) => {
  const { spinnerSeen } = await watch(page);
  // Answered as if from the US: were the services asked, the page would turn English. (Any other origin: expectNamed.)
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
    expect(await spinnerSeen()).toBe(false);
  }
  expect(await cachedLocation(page)).toBeNull();
  expect(notice.keys).not.toContain('userLocation');

  // A cached location from elsewhere does not count; a choice does.
  const location = { country: 'United States', countryCode: 'US', language: 'en' };
  await page.evaluate((record) => localStorage.setItem('userLocation', JSON.stringify(record)), {
    location,
    timestamp: Date.now(),
  });
  await page.goto('/');
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
    const main = page.locator('main');
    const t = copy('privacy', language);
    await expect(main).toContainText(t('recipients.none'));
    await expect(main).toContainText(new URL(VARIANT_ENDPOINT).origin);
    const services = [PUBLIC_PRIMARY_URL, FALLBACK_URL].map((url) => new URL(url).origin);
    // No country lookup, not even how to avoid one (the objection section, the stored location's entry).
    const lookup = ['basis.language', 'object.geo', 'recipients.geo.why'].map((key) => t(key));
    for (const absent of [...services, ...lookup, t('recipients.mailClient.name')])
      await expect(main).not.toContainText(absent);
  }
});

test('a demo request is POSTed across origins as JSON within the CSP: sending, then sent', async ({
  page,
}) => {
  const { violations } = await watch(page);
  const posts: Request[] = [];
  let release = () => {};
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type, accept' };
  await page.route(VARIANT_ENDPOINT, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    posts.push(route.request());
    await new Promise<void>((resolve) => (release = resolve));
    return route.fulfill({ headers: cors, json: { ok: true } });
  });
  const { t, status, send, confirmation } = await openDemo(page, 'training', 'sl');
  await send(TYPED);
  await expect(status).toHaveText(t('delivery.sending'));
  await expect.poll(() => posts.length).toBe(1);
  expect([posts[0]!.method(), posts[0]!.headers(), posts[0]!.postDataJSON()]).toEqual([
    'POST',
    expect.objectContaining({ 'content-type': 'application/json', accept: 'application/json' }),
    expect.objectContaining({ ...TYPED, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }),
  ]);
  release();
  await expect(confirmation).toBeFocused();
  expect(posts).toHaveLength(1);
  expect(await violations()).toEqual([]);
});
