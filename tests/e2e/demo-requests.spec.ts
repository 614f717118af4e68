/**
 * The demo dialog's form in the browser. The default build sends demo requests to its own worker
 * (`/api/demo-requests`) on `wrangler dev`, with a real local D1: sent from each variant in each language, each then
 * appears once in `npm run leads -- export`, every field as typed. The state folder is this server's own
 * (scripts/hosting/servers.ts), never the developer's database. Opening and closing the dialog: pages.spec.ts.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { edgeStateDir } from '../../scripts/hosting/servers.ts';
import { basePort, root } from './baseConfig.ts';
import { expect, LANGUAGES, marker, markWindow, test, visit, type Language } from './fixtures';
import { copy } from './locales';
import { noticeNames, observe } from './observe';

/** `npm run leads -- export` on this server's database, read back as records (RFC 4180, as the export writes it). */
function exported(email: string): Record<string, string>[] {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/leads.ts'), 'export', '--spam', '--persist-to', edgeStateDir(basePort)],
    { cwd: root, encoding: 'utf8' },
  );
  expect(result.status, result.stderr).toBe(0);
  const rows: string[][] = [[]];
  for (const [, quoted, plain, end] of result.stdout.matchAll(/(?:"((?:[^"]|"")*)"|([^",\r\n]*))(,|\r\n)/g)) {
    rows.at(-1)!.push(quoted?.replaceAll('""', '"') ?? plain!);
    if (end === '\r\n') rows.push([]);
  }
  const [header, ...records] = rows.slice(0, -1);
  return records
    .map((record) => Object.fromEntries(header!.map((name, index) => [name, record[index] ?? ''])))
    .filter((record) => record.email === email);
}

/** Opens the demo dialog on `path` as a visitor of its own address: the per-visitor rate limit is not under test. */
let visitor = 0;
async function openDemo(page: Page, path: string, language: Language) {
  visitor += 1;
  const address = `198.51.100.${(visitor + process.pid) % 250}`;
  await page.route('**/api/demo-requests', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': address } }),
  );
  await visit(page, path, language);
  await page.getByRole('button', { name: copy(path.slice(1), language)('hero.cta'), exact: true }).click();
  const t = copy('demo', language);
  const dialog = page.getByRole('dialog', { name: t('title') });
  const field = (name: string) => dialog.getByLabel(t(`${path.slice(1)}.${name}`));
  return {
    t,
    dialog,
    field,
    status: dialog.getByRole('status'),
    send: dialog.getByRole('button', { name: t('submit') }),
  };
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
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY))),
      ),
  );
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
      const { t, dialog, field, status, send } = await openDemo(page, `/${variant}`, language);
      // Modal: the page behind is inert (a link there cannot take focus) and does not scroll.
      expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
      const home = page.getByRole('link', { name: copy('common', language)('brand.homeLink') });
      const focusable = await home.evaluate((link: HTMLElement) => {
        link.focus();
        return document.activeElement === link;
      });
      expect(focusable).toBe(false);
      const scrolled = await page.evaluate(() => scrollY);
      expect(await wheelMoves(page)).toBe(scrolled);
      // Only the native email check applies: the empty form is valid, a malformed address is not.
      const email = field('email');
      expect(await email.evaluate((input: HTMLInputElement) => input.form!.checkValidity())).toBe(true);
      await email.fill('not-an-address');
      expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
      await email.fill('');
      await field('name').fill(typed.name);
      await send.click();
      // An empty email: the browser's own check lets it through (no `required`), the endpoint refuses it.
      await expect(field('email')).toHaveAttribute('aria-invalid', 'true');
      await expect(field('email')).toHaveAccessibleDescription(t('errors.required'));
      await expect(field('name')).toHaveValue(typed.name);

      for (const [name, value] of Object.entries(typed)) await field(name).fill(value);
      // Sent by the form's own handler: a native submit would have reloaded or left the page.
      const url = page.url();
      let navigations = 0;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations += 1;
      });
      await markWindow(page);
      await send.click();
      await expect(status).toContainText(t('delivery.sent.title'));
      expect([navigations, page.url(), await marker(page)]).toEqual([0, url, 'still here']);
      // Closed, the same wheel scrolls the page: the check above could have seen a scroll.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect.poll(() => wheelMoves(page)).toBeGreaterThan(scrolled);
      // The export escapes a cell a spreadsheet would run as a formula.
      const company = `'${typed.company}`;
      const stored = { ...typed, company, variant, language, page: `/${variant}`, spam_at: '' };
      expect(exported(typed.email)).toEqual([expect.objectContaining(stored)]);
      await observer.expectNamed(await noticeNames(page), testInfo, `/${variant}`, 'demo dialog sent');
    });
  }
}

test('offline, the dialog says so; back online it sends by itself', async ({ page, context }) => {
  // What the dialog says to a 503 and to no connection: tests/unit/features/demo-request/useDemoRequest.test.tsx;
  // here, the browser going offline and back, and the request stored once.
  const email = `offline+${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.si`;
  const message = 'Vrstica 1\nVrstica 2: čšž ČŠŽ 🧪 <b>&amp;</b>  ';
  const { t, field, status, send } = await openDemo(page, '/training', 'sl');
  await field('email').fill(email);
  await field('message').fill(message);
  await context.setOffline(true);
  await send.click();
  await expect(status).toContainText(t('delivery.offline.title'));
  await expect(field('message')).toHaveValue(message);
  expect(exported(email)).toHaveLength(0);
  await context.setOffline(false);
  await expect(status).toContainText(t('delivery.sent.title'));
  expect(exported(email)).toEqual([expect.objectContaining({ email, message })]);
});
