/**
 * A build with the spec's chain configured as public services (tests/e2e/variants.ts): the primary's failure or an
 * answer without a country hands over to the secondary. The default build asks only the host's own `/geo`.
 */
import { expect, stubGeo, test } from './fixtures';
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
