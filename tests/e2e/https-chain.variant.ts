import { expect, expectLanguage, HTTPS_ORIGIN, serveOverHttps, stubGeo, test } from './fixtures';

/**
 * The default chain on an HTTPS page, as in production: ipapi.co first; ip-api.com's free tier is plain HTTP, so it
 * is skipped (the browser would block it as mixed content); api.country.is (HTTPS, CORS) answers when the primary
 * cannot. How the chain reads each kind of failing answer, past a quota or broken, and every service failing:
 * tests/unit/location/detectLocation.test.ts; here, what only a browser does.
 */
test('on HTTPS, a 403 without CORS hands over to the HTTPS fallback', async ({ page, baseURL }) => {
  const geo = await stubGeo(page, {
    primary: { status: 403, cors: false, text: 'Forbidden' },
    fallback: { body: { ip: '203.0.113.7', country: 'US' } },
  });
  await serveOverHttps(page, baseURL!);
  await page.goto(`${HTTPS_ORIGIN}/`);
  expect(await page.evaluate(() => location.protocol)).toBe('https:');
  await expectLanguage(page, 'en');
  expect(geo.counts).toEqual({ primary: 1, secondary: 0, fallback: 1 });
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('userLocation')))!);
  expect(stored.location).toEqual({ country: 'US', countryCode: 'US', language: 'en' });
});

test('on HTTPS, no answer within 5000 ms hands over to the fallback', async ({ page, baseURL }) => {
  // Time stands still until the test moves it: the request starts with the HTML (the inline start-up script), and
  // the 5000 ms count from there, however long this machine takes to load the page.
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
  const geo = await stubGeo(page, { primary: { delayMs: 60_000 }, fallback: { body: { country: 'SI' } } });
  await serveOverHttps(page, baseURL!);
  await page.goto(`${HTTPS_ORIGIN}/`);
  await expect.poll(() => geo.counts.primary).toBe(1);
  await expect(page.getByRole('status')).toHaveText('Loading...');
  await page.clock.fastForward(4_000);
  expect(geo.counts.fallback).toBe(0);
  await page.clock.fastForward(1_000);
  // From here the app's own chain moves on; it needs frames, so time runs again.
  await page.clock.resume();
  await expectLanguage(page, 'sl');
  expect(geo.counts.fallback).toBe(1);
  geo.release();
});
