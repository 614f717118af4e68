/** This build sends demo requests to VARIANT_ENDPOINT, another host's endpoint, answered here by page.route. */
import type { Page, Request } from '@playwright/test';
import { PRIVACY_NOTICE_VERSION } from '../../src/features/privacy/noticeVersion.ts';
import { CONTACT_EMAIL } from '../../src/siteSettings.ts';
import { expect, recordViolations, stubGeo, test, us, type Language } from './fixtures';
import { copy } from './locales';
import { VARIANT_ENDPOINT } from './variants';

type Answer = { status: number; body: string; contentType?: string } | 'network error';
const typed = {
  name: 'Žiga Čebašek',
  email: 'ziga@example.si',
  company: 'Lab & Co',
  message: 'Line 1\nLine 2 🧪',
};

/**
 * Opens the training form in `language`, typed in, with the endpoint giving `answers` in turn (the last one from then
 * on), each held until `release()` when `hold` is set.
 */
async function openTrainingDemo(page: Page, language: Language, answers: Answer[], hold = false) {
  await stubGeo(page, us);
  const posts: Request[] = [];
  const releases: (() => void)[] = [];
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST',
    'access-control-allow-headers': 'content-type, accept',
  };
  // Registered after stubGeo, whose catch-all would otherwise fail the request.
  await page.route(VARIANT_ENDPOINT, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    posts.push(route.request());
    if (hold) await new Promise<void>((resolve) => releases.push(resolve));
    const answer = answers[Math.min(posts.length, answers.length) - 1]!;
    if (answer === 'network error') return route.abort('connectionrefused');
    return route.fulfill({ contentType: 'application/json', ...answer, headers: cors });
  });
  const violations = await recordViolations(page);
  // Geolocation is off in this build, so ?lng= picks the language.
  await page.goto(`/training?lng=${language}`);
  await page.getByRole('button', { name: copy('training', language)('hero.cta'), exact: true }).click();
  const demo = copy('demo', language);
  const dialog = page.getByRole('dialog', { name: demo('title') });
  const field = (key: string) => dialog.getByLabel(demo(`training.${key}`));
  for (const [key, value] of Object.entries(typed)) await field(key).fill(value);
  return {
    demo,
    field,
    posts,
    violations,
    release: () => releases.shift()?.(),
    status: dialog.getByRole('status'),
    send: dialog.getByRole('button', { name: demo('submit') }),
  };
}

test('a request is POSTed once as JSON, however often it is clicked while sending, and the visitor sees sending, then sent', async ({
  page,
}) => {
  const form = await openTrainingDemo(page, 'en', [{ status: 200, body: '{"ok":true}' }], true);
  await form.send.click();
  await expect(form.status).toHaveText(form.demo('delivery.sending'));
  await expect.poll(() => form.posts.length).toBe(1);
  const post = form.posts[0]!;
  expect(post.method()).toBe('POST');
  expect(post.headers()).toMatchObject({ 'content-type': 'application/json', accept: 'application/json' });
  expect(post.postDataJSON()).toEqual({
    variant: 'training',
    ...typed,
    language: 'en',
    page: '/training',
    idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    website: '',
  });
  // While sending the button is aria-disabled, which tells assistive technology but stops no click: force the
  // click as a real impatient visitor's would land, so the guard against a second send is what is tested.
  await expect(form.send).toHaveAttribute('aria-disabled', 'true');
  await form.send.click({ force: true });
  await form.send.press('Enter');
  form.release();
  await expect(form.status).toContainText(form.demo('delivery.sent.title'));
  expect(form.posts).toHaveLength(1);
  expect(await form.violations()).toEqual([]);
});

test('a failure, then no connection, keep every input and offer a retry, in Slovenian; the retry is the same request', async ({
  page,
}) => {
  const form = await openTrainingDemo(page, 'sl', [
    { status: 502, body: '<html>Bad Gateway</html>', contentType: 'text/html' },
    'network error',
    { status: 200, body: '{"ok":true}' },
  ]);
  const retry = form.status.getByRole('button', { name: form.demo('delivery.failed.retry') });
  const kept = async () => {
    for (const [key, value] of Object.entries(typed)) await expect(form.field(key)).toHaveValue(value);
  };
  await form.send.click();
  await expect(form.status).toContainText(form.demo('delivery.failed.title'));
  await expect(form.status.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${CONTACT_EMAIL}`,
  );
  await kept();
  await retry.click();
  await expect(form.status).toContainText(form.demo('delivery.offline.title'));
  await kept();
  await retry.click();
  await expect(form.status).toContainText(form.demo('delivery.sent.title'));
  // The same key each time, so an endpoint that did store the first can tell.
  const sent = form.posts.map((post) => post.postDataJSON());
  expect(sent).toHaveLength(3);
  expect(new Set(sent.map((body) => body.idempotencyKey)).size).toBe(1);
  expect(sent[2]).toMatchObject({ variant: 'training', ...typed, language: 'sl', page: '/training' });
});
