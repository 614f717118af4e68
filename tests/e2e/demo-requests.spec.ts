/**
 * The default build sends demo requests to its own worker (`/api/demo-requests`) on `wrangler dev`, with a real local
 * D1: sent from each variant in each language, each then appears once in `npm run leads -- export`, every field as
 * typed. The state folder is this server's own (scripts/hosting/servers.ts), never the developer's database.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { edgeStateDir } from '../../scripts/hosting/servers.ts';
import { basePort, root } from './baseConfig.ts';
import { expect, test, type Language } from './fixtures';
import { copy } from './locales';
import { visit } from './visit';

const VARIANTS = [
  { variant: 'training', path: '/training', namespace: 'training' },
  { variant: 'general', path: '/general', namespace: 'general' },
] as const;

/** `npm run leads -- export` on this server's database, read back as records (RFC 4180, as the export writes it). */
function exported(): Record<string, string>[] {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/leads.ts'), 'export', '--spam', '--persist-to', edgeStateDir(basePort)],
    { cwd: root, encoding: 'utf8' },
  );
  expect(result.status, result.stderr).toBe(0);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = result.stdout;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  const [header, ...records] = rows;
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

for (const language of ['sl', 'en'] as Language[]) {
  for (const { variant, path: pagePath, namespace } of VARIANTS) {
    test(`a demo request from ${pagePath} in ${language} is stored once in D1, every field as typed`, async ({
      page,
    }) => {
      const t = copy('demo', language);
      const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      const typed = {
        name: `Žiga Čebašek 🧪 ${language} ${variant}`,
        email: `ziga+${run}@example.si`,
        company: `=Lab & Co, "Š" d.o.o.`,
        message: `Vrstica 1, čšž\nLine 2 🧪 ${run}`,
      };
      await asOwnVisitor(page);
      await visit(page, pagePath, language);
      await page.getByRole('button', { name: copy(namespace, language)('hero.cta'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('title') });
      await expect(dialog).toBeVisible();
      for (const [field, value] of Object.entries(typed)) {
        await dialog.getByLabel(t(`${variant}.${field}`)).fill(value);
      }
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
    });
  }
}

test('the server refusing a field shows why beside it, in the page language, and keeps the rest', async ({
  page,
}) => {
  const t = copy('demo', 'sl');
  await asOwnVisitor(page);
  await visit(page, '/general', 'sl');
  await page.getByRole('button', { name: copy('general', 'sl')('hero.cta'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('title') });
  await dialog.getByLabel(t('general.name')).fill('Ana Žagar');
  await dialog.getByRole('button', { name: t('submit') }).click();
  // An empty email: the browser's own check lets it through (no `required`), the endpoint refuses it.
  const email = dialog.getByLabel(t('general.email'));
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(t('errors.required'));
  await expect(dialog.getByLabel(t('general.name'))).toHaveValue('Ana Žagar');
});

test('offline, the dialog says so, keeps the input, and sends by itself once the connection returns', async ({
  page,
  context,
}) => {
  const t = copy('demo', 'en');
  const email = `offline+${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.si`;
  await asOwnVisitor(page);
  await visit(page, '/general', 'en');
  await page.getByRole('button', { name: copy('general', 'en')('hero.cta'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('title') });
  await dialog.getByLabel(t('general.name')).fill('Ana Žagar');
  await dialog.getByLabel(t('general.email')).fill(email);
  await context.setOffline(true);
  await dialog.getByRole('button', { name: t('submit') }).click();
  await expect(dialog.getByRole('status')).toContainText(t('delivery.offline.title'));
  await expect(dialog.getByLabel(t('general.name'))).toHaveValue('Ana Žagar');
  expect(exported().filter((row) => row.email === email)).toHaveLength(0);

  await context.setOffline(false);
  await expect(dialog.getByRole('status')).toContainText(t('delivery.sent.title'));
  expect(exported().filter((row) => row.email === email)).toHaveLength(1);
});

test('a database that cannot be written (503) is said so in the page language, every character kept', async ({
  page,
}) => {
  const t = copy('demo', 'sl');
  await asOwnVisitor(page);
  await visit(page, '/training', 'sl');
  // The worker's 503 itself is tested on workerd (tests/edge/demoRequests.test.ts); here, what the visitor sees.
  await page.route('**/api/demo-requests', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
  );
  await page.getByRole('button', { name: copy('training', 'sl')('hero.cta'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('title') });
  const message = 'Vrstica 1\nVrstica 2: čšž ČŠŽ 🧪 <b>&amp;</b>  ';
  await dialog.getByLabel(t('training.email')).fill('ana@lab.si');
  await dialog.getByLabel(t('training.message')).fill(message);
  await dialog.getByRole('button', { name: t('submit') }).click();
  await expect(dialog.getByRole('status')).toContainText(t('delivery.unavailable.title'));
  await expect(dialog.getByLabel(t('training.message'))).toHaveValue(message);
  await expect(dialog.getByLabel(t('training.email'))).toHaveValue('ana@lab.si');
});
