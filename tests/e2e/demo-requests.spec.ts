/**
 * The demo dialog's form in the browser. The default build sends demo requests to its own worker
 * (`/api/demo-requests`) on `wrangler dev`, with a real local D1: sent from each variant in each language, each then
 * appears once in `npm run leads -- export`, every field as typed. The state folder is this server's own
 * (scripts/hosting/servers.ts), never the developer's database. Opening and closing the dialog: pages.spec.ts.
 */
import type { Page } from '@playwright/test';
import type { Language } from '../../src/languages.ts';
import { basePort } from './baseConfig.ts';
import { CONTACT_EMAIL } from '../../src/siteSettings.ts';
import {
  ALL_ROUTES,
  demoDialog,
  expect,
  LANGUAGES,
  leads,
  localizedPath,
  marker,
  markWindow,
  openDemo,
  test,
  twoFrames,
  visit,
} from './fixtures';
import { copy } from './locales';
import { noticeNames, observe } from './observe';

/** Sends this page's demo requests from an address of their own: the per-visitor rate limit is not under test. */
let visitor = 0;
async function ownAddress(page: Page) {
  visitor += 1;
  const address = `198.51.100.${(visitor + process.pid) % 250}`;
  await page.route('**/api/demo-requests', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': address } }),
  );
}

/** Opens the demo dialog on `/variant` as a visitor of its own address. */
async function openDemoFromOwnAddress(page: Page, variant: 'training' | 'general', language: Language) {
  await ownAddress(page);
  return openDemo(page, variant, language);
}

/** Turns the mouse wheel over the page; answers where the page is scrolled to once what the wheel did is painted. */
async function wheelMoves(page: Page): Promise<number> {
  const handled = page.evaluate(
    () => new Promise((done) => addEventListener('wheel', () => done(0), { capture: true, once: true })),
  );
  await page.mouse.move(5, 400);
  await page.mouse.wheel(0, 1200);
  await handled;
  await twoFrames(page);
  return page.evaluate(() => scrollY);
}

for (const language of LANGUAGES) {
  for (const variant of ['training', 'general'] as const) {
    test(`a request from /${variant} in ${language}: a modal form, stored once as typed`, async ({
      page,
      context,
    }, testInfo) => {
      const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      const typed = {
        name: `Žiga Čebašek 🧪 ${language} ${variant}`,
        email: `ziga+${run}@example.si`,
        company: `=Lab & Co, "Š" d.o.o.`,
        message: `Vrstica 1, čšž\nLine 2 🧪 ${run}`,
      };
      const observer = observe(page, context);
      const { t, dialog, field, send, confirmation } = await openDemoFromOwnAddress(page, variant, language);
      // Modal: the page behind is inert (a link there cannot take focus) and does not scroll.
      expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
      const home = page.getByRole('link', { name: copy('common', language)('brand.homeLink') });
      await home.evaluate((link: HTMLElement) => link.focus());
      await expect(home).not.toBeFocused();
      const scrolled = await page.evaluate(() => scrollY);
      expect(await wheelMoves(page)).toBe(scrolled);
      // Only the native email check applies: the empty form is valid, a malformed address is not.
      const email = field('email');
      expect(await email.evaluate((input: HTMLInputElement) => input.form!.checkValidity())).toBe(true);
      await email.fill('not-an-address');
      expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
      await send({ email: '', name: typed.name });
      // An empty email: the browser's own check lets it through (no `required`), the endpoint refuses it.
      await expect(field('email')).toHaveAttribute('aria-invalid', 'true');
      await expect(field('email')).toHaveAccessibleDescription(t('errors.required'));
      await expect(field('name')).toHaveValue(typed.name);

      // Sent by the form's own handler: a native submit would have reloaded or left the page.
      const url = page.url();
      await markWindow(page);
      await send(typed);
      await expect(confirmation).toBeFocused();
      expect([page.url(), await marker(page)]).toEqual([url, 'still here']);
      // Closed, the same wheel scrolls the page: the check above could have seen a scroll.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect.poll(() => wheelMoves(page)).toBeGreaterThan(scrolled);
      // The export escapes a cell a spreadsheet would run as a formula.
      const company = `'${typed.company}`;
      const stored = { ...typed, company, variant, language, page: `/${variant}`, spam_at: '' };
      expect(leads(basePort, typed.email)).toEqual([expect.objectContaining(stored)]);
      await observer.expectNamed(await noticeNames(page), testInfo, `/${variant}`, 'demo dialog sent');
    });
  }
}

test('offline, the dialog says so; back online it sends by itself', async ({ page, context }) => {
  // What the dialog says to a 503 and to no connection: tests/unit/features/demo-request/useDemoRequest.test.tsx;
  // here, the browser going offline and back, and the request stored once.
  const email = `offline+${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.si`;
  const message = 'Vrstica 1\nVrstica 2: čšž ČŠŽ 🧪 <b>&amp;</b>  ';
  const { t, field, status, send, confirmation } = await openDemoFromOwnAddress(page, 'training', 'sl');
  await context.setOffline(true);
  await send({ email, message });
  await expect(status).toContainText(t('delivery.offline.title'));
  await expect(field('message')).toHaveValue(message);
  expect(leads(basePort, email)).toHaveLength(0);
  await context.setOffline(false);
  await expect(confirmation).toBeFocused();
  expect(leads(basePort, email)).toEqual([expect.objectContaining({ email, message })]);
});

// Every page with the dialog, in each language: after a 201 the form gives way to what happens next.
for (const { path, namespace, demoForm } of ALL_ROUTES)
  for (const language of demoForm ? LANGUAGES : []) {
    test(`on ${path} in ${language}, a request that arrived leaves a confirmation, its heading focused, nothing to send`, async ({
      page,
    }) => {
      await ownAddress(page);
      await visit(page, localizedPath(path, language), language);
      const { t, dialog, send, confirmation } = demoDialog(page, demoForm!, language);
      const hero = page.getByRole('button', { name: copy(namespace, language)('hero.cta'), exact: true });
      await hero.click();
      await send({ email: `confirm+${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.si` });
      await expect(confirmation).toBeFocused();
      await expect(dialog.locator('form, [type="submit"]')).toHaveCount(0);
      await expect(dialog.getByRole('link', { name: CONTACT_EMAIL })).toBeVisible();
      // Its button closes the dialog; opened again, it still holds the confirmation until a new start is asked for.
      await dialog.getByRole('button', { name: t('delivery.sent.close') }).click();
      await expect(dialog).toBeHidden();
      await hero.click();
      await expect(confirmation).toBeVisible();
      await dialog.getByRole('button', { name: t('delivery.sent.another') }).click();
      await expect(dialog.getByRole('button', { name: t('submit') })).toBeVisible();
    });
  }
