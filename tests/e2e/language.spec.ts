import { expect, si, stubGeo, test, us } from './fixtures';

test('a visitor in Slovenia gets Slovenian', async ({ page }) => {
  await stubGeo(page, si);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/postopek/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
});

test('a visitor in the US gets English', async ({ page }) => {
  await stubGeo(page, us);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/procedures/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
