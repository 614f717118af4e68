/**
 * The demo dialog beyond opening and closing (every opener and every way to close it: pages.spec.ts): the page
 * behind it is inert, the form's own checks, and a send that never leaves the page.
 */
import type { Page } from '@playwright/test';
import { expect, marker, markWindow, test, visit } from './fixtures';
import { copy } from './locales';

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
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY))),
      ),
  );
}

test('the page behind is inert; native email check only; a send stays on the page', async ({ page }) => {
  const demo = copy('demo', 'en');
  await visit(page, '/general', 'en');
  const hero = page.getByRole('button', { name: copy('general', 'en')('hero.cta'), exact: true });
  await hero.click();
  const dialog = page.getByRole('dialog', { name: demo('title') });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  // An inert element cannot take focus.
  const focusable = await page
    .getByRole('link', { name: copy('common', 'en')('brand.homeLink') })
    .evaluate((element: HTMLElement) => {
      element.focus();
      return document.activeElement === element;
    });
  expect(focusable).toBe(false);
  const before = await page.evaluate(() => scrollY);
  expect(await wheelMoves(page)).toBe(before);

  const email = dialog.getByLabel(demo('general.email'));
  expect(await email.evaluate((input: HTMLInputElement) => input.form!.checkValidity())).toBe(true);
  await email.fill('not-an-address');
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);

  await dialog.getByLabel(demo('general.name')).fill('Ana Novak');
  await email.fill('ana@lab.si');
  await dialog.getByLabel(demo('general.company')).fill('Lek');
  const url = page.url();
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await markWindow(page);
  await dialog.getByRole('button', { name: demo('submit'), exact: true }).click();
  // The form's own handler has run (a native submit would have reloaded the page instead).
  await expect(dialog.getByText(demo('delivery.sent.title'))).toBeVisible();
  expect([navigations, page.url(), await marker(page)]).toEqual([0, url, 'still here']);

  // The same wheel scrolls the page once the dialog is closed: the check above could have seen a scroll.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => wheelMoves(page)).toBeGreaterThan(before);
});
