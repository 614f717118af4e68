import type { Page } from '@playwright/test';
import { LANGUAGE_CHOICE_KEY, ownName } from '../../src/languages.ts';
import { expect, LANGUAGES, si, stubGeo, test, us, type Language } from './fixtures';
import { copy } from './locales';

function switcher(page: Page, language: Language) {
  return page.getByRole('group', { name: copy('common', language)('languageSwitcher.label') });
}

function option(page: Page, language: Language) {
  return page.getByRole('banner').getByRole('button', { name: ownName(language), exact: true });
}

/** A marker on `window` only survives if the page is not reloaded. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'still here'));
}

function marker(page: Page) {
  return page.evaluate(() => (window as unknown as { __marker?: string }).__marker);
}

test('switches the language at once, without a reload, keeping the route', async ({ page }) => {
  await stubGeo(page, si);
  await page.goto('/general');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  await expect(option(page, 'sl')).toHaveAttribute('aria-pressed', 'true');
  await expect(option(page, 'sl')).toHaveAttribute('lang', 'sl');
  await expect(option(page, 'en')).toHaveAttribute('lang', 'en');
  await markWindow(page);

  await option(page, 'en').click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('general', 'en')('hero.title'));
  await expect(page).toHaveTitle(copy('general', 'en')('meta.title'));
  await expect(switcher(page, 'en')).toBeVisible();
  await expect(option(page, 'en')).toHaveAttribute('aria-pressed', 'true');
  await expect(option(page, 'sl')).toHaveAttribute('aria-pressed', 'false');
  expect(new URL(page.url()).pathname).toBe('/general');
  expect(await marker(page)).toBe('still here');
});

test('offers every language, each named in itself, and switches to each', async ({ page }) => {
  await stubGeo(page, si);
  await page.goto('/general');
  await expect(switcher(page, 'sl').getByRole('button')).toHaveCount(LANGUAGES.length);
  for (const language of [...LANGUAGES].reverse()) {
    await option(page, language).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy('general', language)('hero.title'));
    await expect(option(page, language)).toHaveAttribute('aria-pressed', 'true');
  }
});

test('works from the keyboard', async ({ page }) => {
  await stubGeo(page, us);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await option(page, 'sl').focus();
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  await expect(option(page, 'sl')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(option(page, 'en')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('keeps what was typed in the demo form: the page is not remounted', async ({ page }) => {
  await stubGeo(page, si);
  await page.goto('/');
  const openDemo = page.getByRole('button', { name: copy('training', 'sl')('hero.cta'), exact: true });
  await openDemo.click();
  const dialog = page.getByRole('dialog', { name: copy('demo', 'sl')('title') });
  await dialog.getByLabel(copy('demo', 'sl')('training.name')).fill('Žiga Čebašek');
  // The open dialog makes the header inert, so the switch happens between two openings of the same dialog.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await option(page, 'en').click();
  await page.getByRole('button', { name: copy('training', 'en')('hero.cta'), exact: true }).click();
  const english = page.getByRole('dialog', { name: copy('demo', 'en')('title') });
  await expect(english.getByLabel(copy('demo', 'en')('training.name'))).toHaveValue('Žiga Čebašek');
});

test('remembers the choice across a reload, and the choice beats geolocation', async ({ page }) => {
  const stub = await stubGeo(page, si);
  await page.goto('/training');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  expect(stub.counts.primary).toBe(1);

  await option(page, 'en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_CHOICE_KEY)).toBe('en');
  // The choice has its own key; the cached location stays what geolocation found.
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('userLocation'))) ?? 'null'),
  ).toMatchObject({
    location: { countryCode: 'SI', language: 'sl' },
  });

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(copy('training', 'en')('meta.title'));

  // Even with no cache left, a visitor in Slovenia who chose English gets English, without asking.
  await page.evaluate(() => localStorage.removeItem('userLocation'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(stub.counts.primary).toBe(1);
});

test('?lng= beats the choice for that visit only', async ({ page }) => {
  await stubGeo(page, us);
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, 'en');
      sessionStorage.setItem('seeded', '1');
    }
  }, LANGUAGE_CHOICE_KEY);
  await page.goto('/general?lng=sl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_CHOICE_KEY)).toBe('en');

  await page.goto('/general');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('switching on a ?lng= address rewrites it, so a reload keeps the chosen language', async ({ page }) => {
  await stubGeo(page, us);
  await page.goto('/general?lng=en#video');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await markWindow(page);

  await option(page, 'sl').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
  await expect(page).toHaveURL(/\/general\?lng=sl#video$/);
  expect(await marker(page)).toBe('still here');
  // The address keeps ?lng=; its canonical is the language URL it shows.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sl\/general$/);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
});
