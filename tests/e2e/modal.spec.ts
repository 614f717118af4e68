import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { readTokens, TOKENS_FILE } from '../../scripts/vite/inlineTokens.ts';
import { expect, LANGUAGES, test, type Language, type SpecPath } from './fixtures';
import { copy } from './locales';
import { visit } from './visit';

/** The buttons that open the demo dialog on each route, by `namespace:key`; `absent` must not be there. */
const OPENERS = {
  '/': { keys: ['training:hero.cta', 'training:security.cta', 'common:finalCta.cta'], absent: [] },
  '/training': { keys: ['training:hero.cta', 'common:finalCta.cta'], absent: ['training:security.cta'] },
  '/general': { keys: ['general:hero.cta', 'common:finalCta.cta'], absent: [] },
} as const satisfies Record<SpecPath, { keys: string[]; absent: string[] }>;

function label(language: Language, id: string): string {
  const [namespace, key] = id.split(':') as [string, string];
  return copy(namespace, language)(key);
}

function dialog(page: Page, language: Language): Locator {
  return page.getByRole('dialog', { name: copy('demo', language)('title') });
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    for (const [path, openers] of Object.entries(OPENERS)) {
      test(`${path}: each demo button opens the dialog, which closes on its icon with focus back`, async ({
        page,
      }) => {
        await visit(page, path, language);
        for (const key of openers.absent) {
          await expect(page.getByRole('button', { name: label(language, key), exact: true })).toHaveCount(0);
        }
        for (const key of openers.keys) {
          const opener = page.getByRole('button', { name: label(language, key), exact: true });
          await opener.click();
          await expect(dialog(page, language)).toBeVisible();
          await expect(dialog(page, language).locator(':focus')).toHaveCount(1);
          await dialog(page, language)
            .getByRole('button', { name: copy('common', language)('modal.close'), exact: true })
            .click();
          await expect(dialog(page, language)).toBeHidden();
          await expect(opener).toBeFocused();
        }
      });
    }

    test('the dialog closes on Escape and on a backdrop click, with focus back', async ({ page }) => {
      await visit(page, '/', language);
      const opener = page.getByRole('button', {
        name: copy('common', language)('finalCta.cta'),
        exact: true,
      });
      await opener.click();
      // Escape closes an open dialog: wait for it to be open (its code may still be arriving on a busy machine).
      await expect(dialog(page, language)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog(page, language)).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await expect(dialog(page, language)).toBeVisible();
      // Inside the dialog a click does nothing; on the backdrop (the top-left corner) it closes.
      await dialog(page, language).getByRole('heading').click();
      await expect(dialog(page, language)).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(dialog(page, language)).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('while open the page behind is inert and does not scroll', async ({ page }) => {
      await visit(page, '/', language);
      const hero = page.getByRole('button', { name: copy('training', language)('hero.cta'), exact: true });
      await hero.click();
      await expect(dialog(page, language)).toBeVisible();
      expect(await dialog(page, language).evaluate((element) => element.matches(':modal'))).toBe(true);
      // An inert element cannot take focus.
      const focusable = await page
        .getByRole('link', { name: copy('common', language)('brand.homeLink') })
        .evaluate((element: HTMLElement) => {
          element.focus();
          return document.activeElement === element;
        });
      expect(focusable).toBe(false);
      const before = await page.evaluate(() => window.scrollY);
      expect(await wheelMoves(page)).toBe(before);
      // The same wheel scrolls the page once the dialog is closed: the check above could have seen a scroll.
      await page.keyboard.press('Escape');
      await expect(dialog(page, language)).toBeHidden();
      await expect.poll(() => wheelMoves(page)).toBeGreaterThan(before);
    });
  });
}

/**
 * Turns the mouse wheel over the page and answers where the page is scrolled to once the wheel event has been handled
 * and two frames have been painted after it: a scroll the wheel causes has landed by then.
 */
async function wheelMoves(page: Page): Promise<number> {
  const handled = page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        window.addEventListener('wheel', () => resolve(), { once: true, capture: true, passive: true }),
      ),
  );
  await page.mouse.move(5, 400);
  await page.mouse.wheel(0, 1200);
  await handled;
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
      ),
  );
}

test('submitting the form never reloads or leaves the page', async ({ page }) => {
  await visit(page, '/general', 'en');
  await page.getByRole('button', { name: copy('general', 'en')('hero.cta'), exact: true }).click();
  const form = dialog(page, 'en');
  await form.getByLabel(copy('demo', 'en')('general.name')).fill('Ana Novak');
  await form.getByLabel(copy('demo', 'en')('general.email')).fill('ana@lab.si');
  await form.getByLabel(copy('demo', 'en')('general.company')).fill('Lek');
  const url = page.url();
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await form.getByRole('button', { name: copy('demo', 'en')('submit'), exact: true }).click();
  // The form's own handler has run (a native submit would have reloaded the page instead).
  await expect(form.getByText(copy('demo', 'en')('delivery.sent.title'))).toBeVisible();
  expect(navigations).toBe(0);
  expect(page.url()).toBe(url);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('only the native email check applies: a malformed address is refused, an empty form is not', async ({
  page,
}) => {
  await visit(page, '/', 'en');
  await page.getByRole('button', { name: copy('training', 'en')('hero.cta'), exact: true }).click();
  const email = dialog(page, 'en').getByLabel(copy('demo', 'en')('training.email'));
  expect(await email.evaluate((input: HTMLInputElement) => input.form!.checkValidity())).toBe(true);
  await email.fill('not-an-address');
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
});

// The stylesheet is smaller with the tokens written in, which keeps the largest pages in the first round trip
// (scripts/vite/inlineTokens.ts): the built stylesheet has no var() left, and the tokens' values arrived.
test("the built stylesheet has every design token's value written in, and no var() left", async ({
  page,
}) => {
  const ink = readTokens(fs.readFileSync(TOKENS_FILE, 'utf8')).get('--color-text');
  await visit(page, '/general', 'en');
  const built = await page.evaluate((expected) => {
    const probe = document.createElement('i');
    probe.style.color = expected ?? '';
    document.body.append(probe);
    const result = {
      references: [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule) => rule.cssText.includes('var(--')).length,
      body: getComputedStyle(document.body).color,
      token: getComputedStyle(probe).color,
    };
    probe.remove();
    return result;
  }, ink);
  expect(ink).toBeDefined();
  expect(built.references).toBe(0);
  expect(built.body).toBe(built.token);
});
