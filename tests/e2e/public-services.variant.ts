/**
 * A build with the spec's chain of public services and demo requests by `mailto:`, for a static host with no worker
 * (tests/e2e/variants.ts). Each kind of failing answer, and every service failing: tests/unit/location/
 * detectLocation.test.ts; the mail, whatever is typed: tests/unit/features/demo-request/mailto.test.ts. Here, what
 * only a browser does: an answer without CORS, mixed content, the CSP, the mail client's address.
 */
import { CONTACT_EMAIL } from '../../src/siteSettings.ts';
import { decodeMailto } from '../support/mailto.ts';
import {
  cachedLocation,
  expect,
  expectLanguage,
  HTTPS_ORIGIN,
  localizedPath,
  openDemo,
  serveOverHttps,
  SITE,
  stubGeo,
  test,
  us,
  watch,
} from './fixtures';
import { firstVisit, noticeNames } from './observe';

test('the services asked are on the notice; a language URL asks none', async ({
  page,
  context,
}, testInfo) => {
  await stubGeo(page, us);
  const notice = await noticeNames(page);
  for (const address of ['/', '/general', '/privacy'].flatMap((path) => [path, localizedPath(path, 'en')])) {
    const observer = await firstVisit(page, context, address);
    const { requests } = await observer.expectNamed(notice, testInfo, address, 'public services');
    const lookups = address.startsWith('/en') ? [] : ['https://ipapi.co'];
    expect(requests.filter((origin) => !origin.includes('localhost'))).toEqual(lookups);
    await page.evaluate(() => localStorage.clear());
  }
});

// On an HTTPS page, as in production, ip-api.com's free tier (plain HTTP) is skipped: the browser would block it as
// mixed content. api.country.is (HTTPS, CORS) answers when ipapi.co cannot.
test('a failing primary hands over to the secondary; on HTTPS, to the HTTPS fallback', async ({
  page,
  baseURL,
}) => {
  const geo = await stubGeo(page, {
    primary: { status: 403, cors: false, text: 'Forbidden' },
    secondary: { body: { country: 'Slovenia', countryCode: 'SI', status: 'success' } },
    fallback: { body: { ip: '203.0.113.7', country: 'US' } },
  });
  await page.goto('/');
  await expectLanguage(page, 'sl');
  expect(geo.counts).toEqual({ primary: 1, secondary: 1, fallback: 0 });
  await serveOverHttps(page, baseURL!);
  await page.goto(`${HTTPS_ORIGIN}/`);
  expect(await page.evaluate(() => location.protocol)).toBe('https:');
  await expectLanguage(page, 'en');
  expect(geo.counts).toEqual({ primary: 2, secondary: 1, fallback: 1 });
  expect((await cachedLocation(page)).location).toEqual({ country: 'US', countryCode: 'US', language: 'en' });
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

test('a demo request opens a mailto: holding what was typed, and the page stays', async ({ page }) => {
  const { violations } = await watch(page);
  const { t, field, status, send } = await openDemo(page, 'general', 'en');
  const typed = { name: 'Žiga Čebašek & Co?', email: 'ziga+lab@example.si', company: 'Lab #1 = 100%' };
  const message = 'Vrstica 1, čšž 🧪\nLine 2: a+b=c&d';
  const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await send({ ...typed, message });
  const href = (await mailto).url();
  const { to, params } = decodeMailto(href);
  expect(to).toBe(CONTACT_EMAIL);
  for (const value of [...Object.values(typed), message, `${SITE}/en/general`])
    expect(params.body).toContain(value.replace(/\n/g, '\r\n'));
  await expect(status).toContainText(t('delivery.mailtoOpened.title'));
  const reopen = status.getByRole('link', { name: t('delivery.mailtoOpened.reopen') });
  await expect(reopen).toHaveAttribute('href', href);
  await expect(field('message')).toHaveValue(message);
  // The page stayed where it was, and neither the navigation to mailto: nor anything else broke the CSP.
  expect(new URL(page.url()).pathname).toBe('/general');
  expect(await violations()).toEqual([]);
});
