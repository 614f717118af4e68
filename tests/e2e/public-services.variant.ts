/**
 * A build with the spec's chain configured as public services (tests/e2e/variants.ts): the primary's failure or an
 * answer without a country hands over to the secondary. The default build asks only the host's own `/geo`.
 */
import { expect, localizedPath, stubGeo, test, us } from './fixtures';
import { firstVisit, noticeNames, recordObserved, unnamed } from './observe';
import { expectLanguage } from './visit';

test('a failing primary service hands over to the secondary', async ({ page }) => {
  const geo = await stubGeo(page, {
    primary: { status: 500 },
    secondary: { body: { country: 'Slovenia', countryCode: 'SI', status: 'success' } },
  });
  await page.goto('/');
  await expectLanguage(page, 'sl', 'training');
  expect(geo.counts).toEqual({ primary: 1, secondary: 1, fallback: 0 });
});

test('a rate-limited primary answer (200 without a country) also hands over', async ({ page }) => {
  const geo = await stubGeo(page, {
    primary: { body: { error: true, reason: 'RateLimited' } },
    secondary: { body: { country: 'Germany', countryCode: 'DE' } },
  });
  await page.goto('/general');
  await expectLanguage(page, 'en', 'general');
  expect(geo.counts.secondary).toBe(1);
});

for (const address of ['/', '/general', '/privacy']) {
  test(`${address}: the public services asked are named on the notice, and a language URL asks none`, async ({
    page,
    context,
  }, testInfo) => {
    await stubGeo(page, us);
    const { observed } = await firstVisit(page, context, address);
    await recordObserved(testInfo, address, 'public services', observed);
    expect(observed.requests).toContain('https://ipapi.co');
    expect(unnamed(observed, await noticeNames(page))).toEqual([]);
    expect(observed.hints).toEqual([]);

    await page.evaluate(() => localStorage.clear());
    const languageUrl = localizedPath(address, 'en');
    const atLanguageUrl = (await firstVisit(page, context, languageUrl)).observed;
    await recordObserved(testInfo, languageUrl, 'public services', atLanguageUrl);
    expect(atLanguageUrl.requests.filter((origin) => !origin.includes('localhost'))).toEqual([]);
  });
}
