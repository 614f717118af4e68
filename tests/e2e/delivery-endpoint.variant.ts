import type { Page, Request, Route } from '@playwright/test';
import { CONTACT_EMAIL } from '../../src/siteSettings.ts';
import { expect, stubGeo, test, us } from './fixtures';
import { copy } from './locales';
import { VARIANT_ENDPOINT } from './variants';
import { PRIVACY_NOTICE_VERSION } from '../../src/features/privacy/noticeVersion.ts';

/** This build sends demo requests to VARIANT_ENDPOINT, answered here by page.route. */
type Language = 'sl' | 'en';
type Answer = { status: number; body: string; contentType?: string };

/**
 * Answers the endpoint; each answer waits for the test's release when `hold` is set. Registered after stubGeo,
 * whose catch-all would otherwise fail the request.
 */
async function stubEndpoint(page: Page, answers: Answer[], hold = false) {
  await stubGeo(page, us);
  const posts: Request[] = [];
  const releases: (() => void)[] = [];
  await page.route(VARIANT_ENDPOINT, async (route: Route) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'content-type, accept',
    };
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    posts.push(route.request());
    if (hold) await new Promise<void>((resolve) => releases.push(resolve));
    const answer = answers[Math.min(posts.length - 1, answers.length - 1)]!;
    return route.fulfill({
      status: answer.status,
      headers: cors,
      contentType: answer.contentType ?? 'application/json',
      body: answer.body,
    });
  });
  return { posts, release: () => releases.shift()?.() };
}

async function openTrainingDemo(page: Page, language: Language) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(event.effectiveDirective),
    );
  });
  // Geolocation is off in this build, so ?lng= picks the language.
  await page.goto(`/training?lng=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.getByRole('button', { name: copy('training', language)('hero.cta'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: copy('demo', language)('title') });
  await expect(dialog).toBeVisible();
  const label = (key: string) => dialog.getByLabel(copy('demo', language)(`training.${key}`));
  await label('name').fill('Žiga Čebašek');
  await label('email').fill('ziga@example.si');
  await label('company').fill('Lab & Co');
  await label('message').fill('Line 1\nLine 2 🧪');
  return { dialog, label, send: dialog.getByRole('button', { name: copy('demo', language)('submit') }) };
}

const typed = {
  name: 'Žiga Čebašek',
  email: 'ziga@example.si',
  company: 'Lab & Co',
  message: 'Line 1\nLine 2 🧪',
};

test('a request is POSTed as JSON and the visitor sees sending, then sent', async ({ page }) => {
  const endpoint = await stubEndpoint(page, [{ status: 200, body: '{"ok":true}' }], true);
  const { dialog, send } = await openTrainingDemo(page, 'en');
  await send.click();
  await expect(dialog.getByRole('status')).toHaveText(copy('demo', 'en')('delivery.sending'));
  await expect.poll(() => endpoint.posts.length).toBe(1);
  const post = endpoint.posts[0]!;
  expect(post.method()).toBe('POST');
  expect(post.headers()['content-type']).toBe('application/json');
  expect(post.headers()['accept']).toBe('application/json');
  expect(post.postDataJSON()).toEqual({
    variant: 'training',
    ...typed,
    language: 'en',
    page: '/training',
    idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    website: '',
  });

  endpoint.release();
  await expect(dialog.getByRole('status')).toContainText(copy('demo', 'en')('delivery.sent.title'));
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});

test('a second click while sending sends nothing twice', async ({ page }) => {
  const endpoint = await stubEndpoint(page, [{ status: 200, body: '{}' }], true);
  const { dialog, send } = await openTrainingDemo(page, 'en');
  await send.click();
  await expect(dialog.getByRole('status')).toHaveText(copy('demo', 'en')('delivery.sending'));
  // While sending the button is aria-disabled, which tells assistive technology but stops no click: force the
  // click as a real impatient visitor's would land, so the guard against a second send is what is tested.
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  await send.click({ force: true });
  await send.press('Enter');
  endpoint.release();
  await expect(dialog.getByRole('status')).toContainText(copy('demo', 'en')('delivery.sent.title'));
  expect(endpoint.posts).toHaveLength(1);
});

test('a failure keeps every input and offers retry and the email alternative, in Slovenian', async ({
  page,
}) => {
  const endpoint = await stubEndpoint(page, [
    { status: 502, body: '<html>Bad Gateway</html>', contentType: 'text/html' },
    { status: 200, body: '{"ok":true}' },
  ]);
  const { dialog, label, send } = await openTrainingDemo(page, 'sl');
  await send.click();

  const status = dialog.getByRole('status');
  await expect(status).toContainText(copy('demo', 'sl')('delivery.failed.title'));
  await expect(status.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${CONTACT_EMAIL}`,
  );
  await expect(label('name')).toHaveValue(typed.name);
  await expect(label('email')).toHaveValue(typed.email);
  await expect(label('company')).toHaveValue(typed.company);
  await expect(label('message')).toHaveValue(typed.message);

  await status.getByRole('button', { name: copy('demo', 'sl')('delivery.failed.retry') }).click();
  await expect(status).toContainText(copy('demo', 'sl')('delivery.sent.title'));
  expect(endpoint.posts).toHaveLength(2);
  // The retry is the same request: the same key, so an endpoint that did store the first can tell.
  expect(endpoint.posts[1]!.postDataJSON().idempotencyKey).toBe(
    endpoint.posts[0]!.postDataJSON().idempotencyKey,
  );
  expect(endpoint.posts[1]!.postDataJSON()).toMatchObject({
    variant: 'training',
    ...typed,
    language: 'sl',
    page: '/training',
  });
});

test('a network failure says the visitor seems offline, with the inputs kept', async ({ page }) => {
  await stubGeo(page, us);
  await page.route(VARIANT_ENDPOINT, (route) => route.abort('connectionrefused'));
  const { dialog, label, send } = await openTrainingDemo(page, 'en');
  await send.click();
  await expect(dialog.getByRole('status')).toContainText(copy('demo', 'en')('delivery.offline.title'));
  await expect(label('message')).toHaveValue(typed.message);
});
