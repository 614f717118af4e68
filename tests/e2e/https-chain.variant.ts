import type { Page } from '@playwright/test';
import { expect, HTTPS_ORIGIN, serveOverHttps, stubGeo, test, type ServiceAnswer } from './fixtures';
import { expectLanguage } from './visit';

/**
 * The default chain on an HTTPS page, as in production: ipapi.co first; ip-api.com's free tier is plain HTTP, so it
 * is skipped; api.country.is (HTTPS, CORS) answers when the primary cannot. On `main` a primary past its quota left
 * a US visitor with the Slovenian page and no second request.
 */
const fallbackUS: ServiceAnswer = { body: { ip: '203.0.113.7', country: 'US' } };

async function openOverHttps(page: Page, baseURL: string | undefined, path = '/') {
  await serveOverHttps(page, baseURL!);
  await page.goto(`${HTTPS_ORIGIN}${path}`);
  expect(await page.evaluate(() => window.location.protocol)).toBe('https:');
}

const primaryFailures: [string, ServiceAnswer][] = [
  ['answers 429 past its quota', { status: 429, body: { error: true, reason: 'RateLimited' } }],
  ['answers 200 with its rate-limit body', { body: { error: true, reason: 'RateLimited' } }],
  ['refuses with a 403 that has no CORS header', { status: 403, cors: false, text: 'Forbidden' }],
  ['answers garbage', { text: '<html>Service unavailable</html>' }],
];

for (const [name, primary] of primaryFailures) {
  test(`on HTTPS, a primary that ${name} hands over to the HTTPS fallback: a US visitor reads English`, async ({
    page,
    baseURL,
  }) => {
    const geo = await stubGeo(page, { primary, fallback: fallbackUS });
    await openOverHttps(page, baseURL);
    await expectLanguage(page, 'en');
    // The plain-HTTP secondary is never asked from an HTTPS page: the browser would block it as mixed content.
    expect(geo.counts).toEqual({ primary: 1, secondary: 0, fallback: 1 });
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('userLocation')))!);
    expect(stored.location).toEqual({ country: 'US', countryCode: 'US', language: 'en' });
  });
}

test('on HTTPS, a primary that does not answer within 5000 ms hands over to the fallback', async ({
  page,
  baseURL,
}) => {
  // Time stands still until the test moves it: the request starts with the HTML (the inline start-up script), and
  // the 5000 ms count from there, however long this machine takes to load the page.
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
  const geo = await stubGeo(page, { primary: { delayMs: 60_000 }, fallback: { body: { country: 'SI' } } });
  await openOverHttps(page, baseURL);
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

test("on HTTPS, when every service fails: Slovenian, the catalogue's warning, and nothing cached", async ({
  page,
  baseURL,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const geo = await stubGeo(page, { primary: { status: 429 }, fallback: { status: 429 } });
  await openOverHttps(page, baseURL);
  await expectLanguage(page, 'sl');
  expect(warnings).toContain('IP detection failed, defaulting to Slovenian');
  expect(geo.counts).toEqual({ primary: 1, secondary: 0, fallback: 1 });
  expect(await page.evaluate(() => localStorage.getItem('userLocation'))).toBeNull();
});
