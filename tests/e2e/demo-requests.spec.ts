/**
 * The default build sends demo requests to its own worker (`/api/demo-requests`) on `wrangler dev`, with a real local
 * D1: sent from each variant in each language, each then appears once in `npm run leads -- export`, every field as
 * typed. The state folder is this server's own (scripts/hosting/servers.ts), never the developer's database.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { edgeStateDir } from '../../scripts/hosting/servers.ts';
import { basePort, root } from './baseConfig.ts';
import { expect, LANGUAGES, test, visit } from './fixtures';
import { copy } from './locales';
import { noticeNames, observe, recordObserved, unnamed } from './observe';

/** `npm run leads -- export` on this server's database, read back as records (RFC 4180, as the export writes it). */
function exported(): Record<string, string>[] {
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
  return records.map((record) =>
    Object.fromEntries(header!.map((name, index) => [name, record[index] ?? ''])),
  );
}

/** Every request from its own address, as different visitors are: the per-visitor rate limit is not under test. */
let visitor = 0;
async function asOwnVisitor(page: Page) {
  visitor += 1;
  const address = `198.51.100.${(visitor + process.pid) % 250}`;
  await page.route('**/api/demo-requests', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': address } }),
  );
}

for (const language of LANGUAGES) {
  for (const variant of ['training', 'general'] as const) {
    const pagePath = `/${variant}`;
    test(`a demo request from ${pagePath} in ${language}: a field the server refuses is shown beside it; sent, it is stored once in D1, every field as typed, and contacts only what the notice names`, async ({
      page,
      context,
    }, testInfo) => {
      const t = copy('demo', language);
      const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      const typed = {
        name: `Žiga Čebašek 🧪 ${language} ${variant}`,
        email: `ziga+${run}@example.si`,
        company: `=Lab & Co, "Š" d.o.o.`,
        message: `Vrstica 1, čšž\nLine 2 🧪 ${run}`,
      };
      await asOwnVisitor(page);
      const observer = observe(page, context);
      await visit(page, pagePath, language);
      await page.getByRole('button', { name: copy(variant, language)('hero.cta'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('title') });
      const field = (name: string) => dialog.getByLabel(t(`${variant}.${name}`));
      await field('name').fill(typed.name);
      await dialog.getByRole('button', { name: t('submit') }).click();
      // An empty email: the browser's own check lets it through (no `required`), the endpoint refuses it.
      await expect(field('email')).toHaveAttribute('aria-invalid', 'true');
      await expect(field('email')).toHaveAccessibleDescription(t('errors.required'));
      await expect(field('name')).toHaveValue(typed.name);

      for (const [name, value] of Object.entries(typed)) await field(name).fill(value);
      await dialog.getByRole('button', { name: t('submit') }).click();
      await expect(dialog.getByRole('status')).toContainText(t('delivery.sent.title'));
      const mine = exported().filter((row) => row.email === typed.email);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        ...typed,
        // The export escapes a cell a spreadsheet would run as a formula.
        company: `'${typed.company}`,
        variant,
        language,
        page: pagePath,
        spam_at: '',
      });
      const observed = await observer.read();
      await recordObserved(testInfo, pagePath, 'demo dialog sent', observed);
      expect(unnamed(observed, await noticeNames(page))).toEqual([]);
    });
  }
}

test('a database that cannot be written (503), then no connection: each said so in the page language, every character kept; back online it sends by itself', async ({
  page,
  context,
}) => {
  const t = copy('demo', 'sl');
  const email = `offline+${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.si`;
  const message = 'Vrstica 1\nVrstica 2: čšž ČŠŽ 🧪 <b>&amp;</b>  ';
  await asOwnVisitor(page);
  await visit(page, '/training', 'sl');
  // The worker's 503 itself is tested on workerd (tests/edge/demoRequests.test.ts); here, what the visitor sees.
  const unavailable = (route: Route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' });
  await page.route('**/api/demo-requests', unavailable);
  await page.getByRole('button', { name: copy('training', 'sl')('hero.cta'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('title') });
  const status = dialog.getByRole('status');
  const kept = async () => {
    await expect(dialog.getByLabel(t('training.message'))).toHaveValue(message);
    await expect(dialog.getByLabel(t('training.email'))).toHaveValue(email);
  };
  await dialog.getByLabel(t('training.email')).fill(email);
  await dialog.getByLabel(t('training.message')).fill(message);
  await dialog.getByRole('button', { name: t('submit') }).click();
  await expect(status).toContainText(t('delivery.unavailable.title'));
  await kept();

  await page.unroute('**/api/demo-requests', unavailable);
  await context.setOffline(true);
  await status.getByRole('button', { name: t('delivery.failed.retry') }).click();
  await expect(status).toContainText(t('delivery.offline.title'));
  await kept();
  expect(exported().filter((row) => row.email === email)).toHaveLength(0);

  await context.setOffline(false);
  await expect(status).toContainText(t('delivery.sent.title'));
  expect(exported().filter((row) => row.email === email)).toHaveLength(1);
});
