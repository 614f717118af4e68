/**
 * This build sends demo requests to VARIANT_ENDPOINT, another host's endpoint, answered here by page.route. What the
 * form does with each answer, a second click while sending, a failure and its retry, no connection:
 * tests/unit/features/demo-request/useDemoRequest.test.tsx; here, the request as it leaves the browser.
 */
import type { Request } from '@playwright/test';
import { PRIVACY_NOTICE_VERSION } from '../../src/features/privacy/noticeVersion.ts';
import { expect, stubGeo, test, us, watch } from './fixtures';
import { copy } from './locales';
import { VARIANT_ENDPOINT } from './variants';

test('a request is POSTed across origins as JSON within the CSP: sending, then sent', async ({ page }) => {
  await stubGeo(page, us);
  const { violations } = await watch(page);
  const posts: Request[] = [];
  let release = () => {};
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST',
    'access-control-allow-headers': 'content-type, accept',
  };
  // Registered after stubGeo, whose catch-all would otherwise fail the request.
  await page.route(VARIANT_ENDPOINT, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    posts.push(route.request());
    await new Promise<void>((resolve) => (release = resolve));
    return route.fulfill({
      status: 200,
      headers: cors,
      contentType: 'application/json',
      body: '{"ok":true}',
    });
  });
  // Geolocation is off in this build, so ?lng= picks the language.
  await page.goto('/training?lng=en');
  await page.getByRole('button', { name: copy('training', 'en')('hero.cta'), exact: true }).click();
  const t = copy('demo', 'en');
  const dialog = page.getByRole('dialog', { name: t('title') });
  const typed = {
    name: 'Žiga Čebašek',
    email: 'ziga@example.si',
    company: 'Lab & Co',
    message: 'Line 1\nLine 2 🧪',
  };
  for (const [key, value] of Object.entries(typed)) await dialog.getByLabel(t(`training.${key}`)).fill(value);
  await dialog.getByRole('button', { name: t('submit') }).click();
  await expect(dialog.getByRole('status')).toHaveText(t('delivery.sending'));
  await expect.poll(() => posts.length).toBe(1);
  expect(posts[0]!.method()).toBe('POST');
  expect(posts[0]!.headers()).toMatchObject({
    'content-type': 'application/json',
    accept: 'application/json',
  });
  expect(posts[0]!.postDataJSON()).toEqual({
    variant: 'training',
    ...typed,
    language: 'en',
    page: '/training',
    idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    website: '',
  });
  release();
  await expect(dialog.getByRole('status')).toContainText(t('delivery.sent.title'));
  expect(posts).toHaveLength(1);
  expect(await violations()).toEqual([]);
});
