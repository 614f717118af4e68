import type { Page } from '@playwright/test';
import { LANGUAGE_CHOICE_KEY } from '../../src/languages.ts';
import { expect, FALLBACK_URL, PUBLIC_PRIMARY_URL, si, SPEC_ROUTES, stubGeo, test, us } from './fixtures';
import { copy } from './locales';
import { firstVisit, noticeNames, recordObserved, unnamed } from './observe';
import { watchForSpinnerFrames } from './spinner';
import { VARIANT_ENDPOINT } from './variants';

/** Every request the page makes, so "no geolocation request" covers any host, not just the two stubbed ones. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  return requests;
}

/** Requests to anyone but this site, and to this site's own `/geo`: a lookup either way. */
function thirdParty(requests: string[]): string[] {
  return requests.filter((url) => new URL(url).hostname !== 'localhost' || new URL(url).pathname === '/geo');
}

test.describe('a build with VITE_GEOLOCATION=off', () => {
  test('asks no geolocation service, on any route, and shows the default language', async ({ page }) => {
    const requests = recordRequests(page);
    const spinnerSeen = await watchForSpinnerFrames(page);
    // Answered as if from the US: were the services asked, the page would turn English.
    const stub = await stubGeo(page, { ...us, secondary: us.primary });
    for (const { path, namespace } of SPEC_ROUTES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
      await expect(page).toHaveTitle(copy(namespace, 'sl')('meta.title'));
    }
    await page.waitForLoadState('networkidle');
    expect(stub.counts).toEqual({ primary: 0, secondary: 0, fallback: 0 });
    // Nothing is looked up, so there is nothing to wait for: the spinner never shows.
    expect(await spinnerSeen()).toBe(false);
    expect(
      thirdParty(requests).filter((url) => !url.startsWith('https://www.youtube-nocookie.com/')),
    ).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('userLocation'))).toBeNull();
  });

  test("follows the visitor's stored choice, still without a request", async ({ page }) => {
    const stub = await stubGeo(page, si);
    await page.addInitScript((key) => localStorage.setItem(key, 'en'), LANGUAGE_CHOICE_KEY);
    await page.goto('/training');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(copy('training', 'en')('meta.title'));
    expect(stub.counts).toEqual({ primary: 0, secondary: 0, fallback: 0 });
  });

  test('ignores a cached location from an earlier build', async ({ page }) => {
    await stubGeo(page, si);
    await page.addInitScript(() =>
      localStorage.setItem(
        'userLocation',
        JSON.stringify({
          location: { country: 'United States', countryCode: 'US', language: 'en' },
          timestamp: Date.now(),
        }),
      ),
    );
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  });

  test('drops the geolocation hosts from the CSP and allows the demo endpoint instead', async ({ page }) => {
    await stubGeo(page, si);
    await page.goto('/');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain(`connect-src 'self' ${new URL(VARIANT_ENDPOINT).origin};`);
    expect(policy).not.toContain('ipapi.co');
    expect(policy).not.toContain('ip-api.com');
  });
});

test('its privacy notice lists no geolocation service, and names the demo endpoint instead of the mail client', async ({
  page,
}) => {
  for (const language of ['sl', 'en'] as const) {
    await page.goto(`/${language}/privacy`);
    // What the page says (the start-up script's own settings are not the notice).
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain(copy('privacy', language)('recipients.none'));
    for (const service of [PUBLIC_PRIMARY_URL, FALLBACK_URL])
      expect(text).not.toContain(new URL(service).origin);
    expect(text).not.toContain(copy('privacy', language)('basis.language'));
    expect(text).toContain(new URL(VARIANT_ENDPOINT).origin);
    expect(text).not.toContain(copy('privacy', language)('recipients.mailClient.name'));
  }
});

for (const address of ['/', '/general', '/sl/general', '/en', '/privacy']) {
  test(`${address}: a first visit attempts and keeps only what this build's notice names`, async ({
    page,
    context,
  }, testInfo) => {
    await stubGeo(page, us);
    const { urls, observed } = await firstVisit(page, context, address);
    await recordObserved(testInfo, address, 'geolocation off', observed);
    expect(unnamed(observed, await noticeNames(page))).toEqual([]);
    expect(thirdParty(urls)).toEqual([]);
    expect((await noticeNames(page)).keys).not.toContain('userLocation');
  });
}
