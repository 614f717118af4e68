import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, stubGeo, test } from '../e2e/fixtures';

const locales = process.env.E2E_DEV_LOCALES as string;
const file = path.join(locales, 'en/training.json');

/** Rewrites the scratch copy of en/training.json; `finally` puts the original back (`restore`). */
function edit(change: (text: string) => string): string {
  const original = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, change(original));
  return original;
}

/**
 * Saves `original` to `to` until `restored` passes. Vite's file watcher (chokidar) drops a save that comes within
 * moments of the previous one's event, longer under load: no one saves that fast, but a test does.
 */
async function restore(original: string, restored: () => Promise<void>, to = file): Promise<void> {
  await expect(async () => {
    fs.writeFileSync(to, original);
    await restored();
  }).toPass();
}

test.beforeEach(async ({ page }) => {
  await stubGeo(page);
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Survives only if the page is never reloaded; the heading node survives only if React never remounted it.
  await page.evaluate(() => {
    const marked = window as unknown as { __noReload: boolean; __heading: Element | null };
    marked.__noReload = true;
    marked.__heading = document.querySelector('h1');
  });
});

const keptInPlace = (page: Page) =>
  page.evaluate(() => {
    const marked = window as unknown as { __noReload?: boolean; __heading?: Element | null };
    return marked.__noReload === true && marked.__heading === document.querySelector('h1');
  });

test('a saved locale file changes the text in place, without a reload', async ({ page }) => {
  const heading = page.getByRole('heading', { level: 1 });
  const before = (await heading.textContent()) ?? '';
  const original = edit((text) => {
    const data = JSON.parse(text);
    data.hero.title = 'Hot-reloaded heading';
    return `${JSON.stringify(data, null, 2)}\n`;
  });
  try {
    await expect(heading).toHaveText('Hot-reloaded heading');
    expect(await keptInPlace(page)).toBe(true);
  } finally {
    await restore(original, () => expect(heading).toHaveText(before));
  }
  expect(await keptInPlace(page)).toBe(true);
});

test('a malformed locale file shows Vite’s error overlay, and the page recovers when it is fixed', async ({
  page,
}) => {
  const original = edit((text) => text.replace(/\}\s*$/, ',}\n'));
  try {
    // The overlay names the file, says what is wrong with it, and names the check that finds every problem.
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toBeAttached();
    await expect(overlay).toContainText('en/training.json is not valid JSON');
    await expect(overlay).toContainText('npm run i18n:check');
  } finally {
    await restore(original, () => expect(page.locator('vite-error-overlay')).not.toBeAttached());
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('a locale file already broken when the page first asks for it: the overlay names it too', async ({
  page,
}) => {
  const general = path.join(locales, 'en/general.json');
  const original = fs.readFileSync(general, 'utf8');
  fs.writeFileSync(general, original.replace(/\}\s*$/, ',}\n'));
  try {
    await page.goto('/general?lng=en');
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toContainText('en/general.json is not valid JSON');
    await expect(overlay).toContainText('npm run i18n:check');
  } finally {
    // The dev server lived through it (its spinner render must not load the locale files), and the fixed file loads.
    await restore(
      original,
      async () => {
        await page.goto('/general?lng=en');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      },
      general,
    );
  }
  await expect(page.locator('vite-error-overlay')).not.toBeAttached();
});
