/**
 * A build with the spec's chain configured as public services (tests/e2e/variants.ts): the primary's failure hands
 * over to the secondary (each kind of failure: tests/unit/location/detectLocation.test.ts). On HTTPS:
 * https-chain.variant.ts.
 */
import { expect, expectLanguage, localizedPath, stubGeo, test, us } from './fixtures';
import { firstVisit, noticeNames, recordObserved, unnamed } from './observe';

test('a failing primary service hands over to the secondary', async ({ page }) => {
  const geo = await stubGeo(page, {
    primary: { status: 500 },
    secondary: { body: { country: 'Slovenia', countryCode: 'SI', status: 'success' } },
  });
  await page.goto('/');
  await expectLanguage(page, 'sl');
  expect(geo.counts).toEqual({ primary: 1, secondary: 1, fallback: 0 });
});

test('the public services asked are named on the notice, and a language URL asks none', async ({
  page,
  context,
}, testInfo) => {
  await stubGeo(page, us);
  const notice = await noticeNames(page);
  for (const address of ['/', '/general', '/privacy']) {
    const { observed } = await firstVisit(page, context, address);
    await recordObserved(testInfo, address, 'public services', observed);
    expect(observed.requests).toContain('https://ipapi.co');
    expect(unnamed(observed, notice)).toEqual([]);
    expect(observed.hints).toEqual([]);

    await page.evaluate(() => localStorage.clear());
    const languageUrl = localizedPath(address, 'en');
    const atLanguageUrl = (await firstVisit(page, context, languageUrl)).observed;
    await recordObserved(testInfo, languageUrl, 'public services', atLanguageUrl);
    expect(atLanguageUrl.requests.filter((origin) => !origin.includes('localhost'))).toEqual([]);
    await page.evaluate(() => localStorage.clear());
  }
});
