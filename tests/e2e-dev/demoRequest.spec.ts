import { basePort } from '../e2e/baseConfig.ts';
import { demoDialog, expect, leads, stubGeo, test } from '../e2e/fixtures';

/** `npm run dev` answers /api/* with the worker on workerd and a local D1: a request sent there is stored, once. */
test('a demo request sent on the dev server is stored in its local D1', async ({ page }) => {
  const typed = { name: 'Ana Žagar 🧪', email: `dev+${Date.now()}@example.si` };
  await stubGeo(page);
  await page.goto('/general?lng=en');
  const { t, hero, fill, status, send } = demoDialog(page, 'general', 'en');
  await hero.click();
  await fill(typed);
  await send.click();
  await expect(status).toContainText(t('delivery.sent.title'));
  expect(leads(basePort + 6, typed.email)).toEqual([expect.objectContaining(typed)]);
});
