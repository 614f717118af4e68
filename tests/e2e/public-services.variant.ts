/**
 * A build with the spec's chain configured as public services (tests/e2e/variants.ts): the primary's failure hands
 * over to the secondary (each kind of failure: tests/unit/location/detectLocation.test.ts). On HTTPS:
 * https-chain.variant.ts.
 */
import { expect, expectLanguage, localizedPath, stubGeo, test, us } from './fixtures';
import { firstVisit, noticeNames } from './observe';

test('a failing primary service hands over to the secondary', async ({ page }) => {
  const geo = await stubGeo(page, {
    primary: { status: 500 },
    secondary: { body: { country: 'Slovenia', countryCode: 'SI', status: 'success' } },
  });
  await page.goto('/');
  await expectLanguage(page, 'sl');
  expect(geo.counts).toEqual({ primary: 1, secondary: 1, fallback: 0 });
});

test('the services asked are on the notice; a language URL asks none', async ({
  page,
  context,
}, testInfo) => {
  await stubGeo(page, us);
  const notice = await noticeNames(page);
  for (const address of ['/', '/general', '/privacy']) {
    const observer = await firstVisit(page, context, address);
    const observed = await observer.expectNamed(notice, testInfo, address, 'public services');
    expect(observed.requests).toContain('https://ipapi.co');

    await page.evaluate(() => localStorage.clear());
    const languageUrl = localizedPath(address, 'en');
    const atLanguageUrl = await firstVisit(page, context, languageUrl);
    const observedThere = await atLanguageUrl.expectNamed(notice, testInfo, languageUrl, 'public services');
    expect(observedThere.requests.filter((origin) => !origin.includes('localhost'))).toEqual([]);
    await page.evaluate(() => localStorage.clear());
  }
});
