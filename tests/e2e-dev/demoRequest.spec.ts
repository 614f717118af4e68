import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { edgeStateDir } from '../../scripts/hosting/servers.ts';
import { basePort, root } from '../e2e/baseConfig.ts';
import { expect, stubGeo, test } from '../e2e/fixtures';
import { copy } from '../e2e/locales';

/** `npm run dev` answers /api/* with the worker on workerd and a local D1: a request sent there is stored, once. */
test('a demo request sent on the dev server is stored in its local D1', async ({ page }) => {
  const t = copy('demo', 'en');
  const email = `dev+${Date.now()}@example.si`;
  await stubGeo(page);
  await page.goto('/general?lng=en');
  await page.getByRole('button', { name: copy('general', 'en')('hero.cta'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('title') });
  await dialog.getByLabel(t('general.name')).fill('Ana Žagar 🧪');
  await dialog.getByLabel(t('general.email')).fill(email);
  await dialog.getByRole('button', { name: t('submit') }).click();
  await expect(dialog.getByRole('status')).toContainText(t('delivery.sent.title'));

  const exported = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/leads.ts'), 'export', '--persist-to', edgeStateDir(basePort + 6)],
    { cwd: root, encoding: 'utf8' },
  );
  expect(exported.status, exported.stderr).toBe(0);
  const lines = exported.stdout.split('\r\n').filter((line) => line.includes(email));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('Ana Žagar 🧪');
});
