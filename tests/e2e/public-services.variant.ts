/**
 * A build with the spec's chain configured as public services (tests/e2e/variants.ts): the primary's failure or an
 * answer without a country hands over to the secondary. The default build asks only the host's own `/geo`.
 */
import { writeFile } from 'node:fs/promises';
import { expect, localizedPath, stubGeo, test, us } from './fixtures';
import { noticeNames, observe, unnamed } from './observe';
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
    const observer = observe(page, context);
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.waitForLoadState('networkidle');
    const observed = await observer.read();
    await writeFile(
      testInfo.outputPath('observed.json'),
      JSON.stringify({ page: address, state: 'public services', ...observed }),
    );
    expect(observed.requests).toContain('https://ipapi.co');
    expect(unnamed(observed, await noticeNames(page))).toEqual([]);
    expect(observed.hints).toEqual([]);

    const languageUrl = localizedPath(address, 'en');
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    const fresh = observe(page, context);
    await page.goto(languageUrl);
    await page.waitForLoadState('networkidle');
    const atLanguageUrl = await fresh.read();
    await writeFile(
      testInfo.outputPath('observed-language-url.json'),
      JSON.stringify({ page: languageUrl, state: 'public services', ...atLanguageUrl }),
    );
    expect(atLanguageUrl.requests.filter((origin) => !origin.includes('localhost'))).toEqual([]);
  });
}
