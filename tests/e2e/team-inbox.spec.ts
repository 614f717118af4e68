/**
 * The team's inbox in Chromium with JavaScript off, on the production build's worker (`wrangler dev`, its D1 its
 * own), signed in through the development sign-in that the development key in .dev.vars enables: a request listed,
 * read escaped, marked contacted (and audited), found by its address, exported and erased.
 */
import { readFileSync } from 'node:fs';
import { readDevVars } from '../../scripts/devKey.ts';
import { PRIVACY_NOTICE_VERSION } from '../../src/features/privacy/noticeVersion.ts';
import { fill, plural, teamCopy, teamLanguage } from '../../worker/team/copy.ts';
import { DEV_SIGN_IN_PATH } from '../../worker/team/devAccess.ts';
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

// The inbox speaks the team's language, wrangler.jsonc's TEAM_LANGUAGE.
const teamSetting = /"TEAM_LANGUAGE":\s*"([^"]*)"/.exec(readFileSync('wrangler.jsonc', 'utf8'))?.[1];
const copy = teamCopy(teamSetting);
const language = teamLanguage(teamSetting);

test('the inbox works without JavaScript: list, request, status, audit, person, export, erasure', async ({
  page,
  request,
}) => {
  expect(readDevVars().ACCESS_DEV_KEY).toBeTruthy();
  const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `ana+${run}@lab.example`;
  const name = `<script>document.title='x'</script> Ana ${run}`;
  const sent = await request.post('/api/demo-requests', {
    headers: { 'cf-connecting-ip': `198.51.100.${process.pid % 250}` },
    data: {
      variant: 'general',
      name,
      email,
      company: 'Lab & Co',
      message: 'Prva vrstica\nDruga',
      language: 'en',
      page: '/en/general',
      idempotencyKey: crypto.randomUUID(),
      noticeVersion: PRIVACY_NOTICE_VERSION,
      website: '',
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };

  // No token, no inbox.
  expect((await page.goto('/team/'))!.status()).toBe(403);

  await page.goto(DEV_SIGN_IN_PATH);
  await page.getByLabel(copy.signInEmail, { exact: true }).fill('maja@labsight.example');
  await page.getByRole('button', { name: copy.signIn }).click();
  await expect(page).toHaveURL(/\/team\/$/);
  await expect(page.getByRole('heading', { level: 1, name: copy.inbox })).toBeVisible();

  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/team/requests/${id}$`));
  // The name is text: the script in it neither ran (JavaScript is off anyway) nor became an element.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await page.locator('main script').count()).toBe(0);
  await expect(page.getByRole('link', { name: copy.reply })).toHaveAttribute('href', new RegExp(`^mailto:`));

  const contacted = fill(copy.markStatus, { status: copy.statuses.contacted });
  await page.getByRole('button', { name: contacted }).click();
  await expect(page).toHaveURL(new RegExp(`/team/requests/${id}$`));
  await expect(page.getByRole('button', { name: contacted })).toHaveCount(0);
  await expect(page.locator('dd', { hasText: copy.statuses.contacted })).toBeVisible();

  await page.getByRole('link', { name: copy.audit }).click();
  await expect(page.getByRole('row', { name: new RegExp(id) }).first()).toContainText(
    copy.statuses.contacted,
  );

  await page.getByLabel(copy.searchLabel).fill(email);
  await page.getByRole('button', { name: copy.search }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(copy.person, { email }));
  await expect(page.getByRole('link', { name })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: copy.exportPerson }).click();
  const exported = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as {
    requests: Record<string, unknown>[];
  };
  expect(exported.requests).toEqual([
    expect.objectContaining({ id, name, email, company: 'Lab & Co', message: 'Prva vrstica\nDruga' }),
  ]);

  await page.getByRole('checkbox', { name: fill(copy.eraseConfirm, { email }) }).check();
  await page.getByRole('button', { name: copy.erasePerson }).click();
  await expect(page.getByRole('status')).toHaveText(
    fill(copy.erased, { count: plural(language, copy.requests, 1) }),
  );
  expect((await page.goto(`/team/requests/${id}`))!.status()).toBe(404);
  await page.goto('/team/audit');
  await expect(page.getByRole('row', { name: new RegExp(copy.actions.erase) }).first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText(email);
});
