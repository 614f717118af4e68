/**
 * The team's notification on workerd: composed in the team's language, with no personal field, and sent through the
 * `send_email` binding (wrangler writes the message to a file, read here); a failed send leaves the row un-notified
 * and the scheduled run sends it. The retention clean-up of each kind with a fake clock, against the real D1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIELDS } from '../../src/features/demo-request/contract.ts';
import {
  AUDIT_RETENTION_MONTHS,
  DEMO_REQUEST_RETENTION_MONTHS,
  SPAM_RETENTION_DAYS,
} from '../../src/features/demo-request/retention.ts';
import { PRIVACY_NOTICE_VERSION } from '../../src/features/privacy/noticeVersion.ts';
import { ownName, type Language } from '../../src/languages.ts';
import type { Env } from '../../worker/env.ts';
import { composeNotification, inboxLink } from '../../worker/notification.ts';
import { runScheduled } from '../../worker/scheduled.ts';
import { teamCopy } from '../../worker/team/copy.ts';
import { demoRequest, startEdge, type Edge } from './harness.ts';

let edge: Edge;
beforeAll(async () => void (edge = await startEdge()));
afterAll(() => edge?.close());

async function send(body = demoRequest()) {
  const answer = await edge.post(body);
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

const until = (check: () => unknown) => vi.waitFor(check, { timeout: 10_000 });
const row = async (id: string) => (await edge.sql('SELECT * FROM demo_requests WHERE id = ?', id))[0]!;

const SITE_URL = 'https://labsight.example';

/** The text of the message that names request `id`, of those wrangler's send_email simulation wrote to files. */
const sentText = (id: string) =>
  fs
    .globSync('.wrangler/tmp/email/*/email-text/*', { cwd: edge.dir })
    .map((file) => fs.readFileSync(path.join(edge.dir, file), 'utf8'))
    .find((text) => text.includes(inboxLink(SITE_URL, id)));

/** What the visitor typed, line by line: none of it may reach a mailbox. */
const personal = (body: Record<string, unknown>) =>
  FIELDS.flatMap((field) => String(body[field]).split('\n')).filter((text) => text.trim() !== '');

describe('the team notification', () => {
  it("emails wrangler.jsonc's NOTIFY_TO, the one address the binding allows, after the commit: a request arrived, its form, page and language, and its link in the inbox, in the team's language; nothing the visitor typed", async () => {
    const body = demoRequest();
    const id = await send(body);
    await until(async () => expect((await row(id)).notified_at).not.toBeNull());
    let text: string | undefined;
    await until(() => expect((text = sentText(id))).toBeDefined());
    const copy = teamCopy((await edge.server.getWorker<Env>().getEnv()).TEAM_LANGUAGE);
    for (const line of [
      copy.notification.intro,
      `${copy.variant}: ${copy.variants.general}`,
      `${copy.page}: ${SITE_URL}/en/general`,
      `${copy.language}: ${ownName(body.language as Language)} (${body.language})`,
    ])
      expect(text).toContain(line);
    for (const typed of personal(body)) expect(text).not.toContain(typed);
    // No tracking: the page and the request in the inbox are the only links.
    expect(text!.match(/https?:\/\/\S+/g)).toEqual([
      `${SITE_URL}/en/general`,
      `${SITE_URL}/team/requests/${id}`,
    ]);
  });

  it('composes a subject and a text from the form, page and language alone, whatever the row holds', () => {
    const body = demoRequest({
      name: 'Ana Novak',
      email: 'ana@lab.si',
      company: 'Kemija d.o.o.',
      message: 'Zdravo',
    });
    const row = {
      ...body,
      id: crypto.randomUUID(),
      received_at: new Date().toISOString(),
      notice_version: '',
    };
    const mail = composeNotification(row, {
      SITE_URL,
      NOTIFY_FROM: 'demo@x.example',
      NOTIFY_TO: 'team@x.example',
    });
    for (const typed of personal(body)) {
      expect(mail.subject).not.toContain(typed);
      expect(mail.text).not.toContain(typed);
    }
    expect(mail.text).toContain(`${SITE_URL}/team/requests/${row.id}`);
  });

  // Two reloads of the worker, seconds each on a loaded machine: hence the longer timeout.
  it('leaves the row un-notified when the send fails, and the next scheduled run sends it', async () => {
    // The binding allows only its verified address: a recipient it does not allow makes every send fail.
    await edge.reconfigure({ NOTIFY_TO: 'someone@unverified.example' });
    const id = await send();
    await until(async () => expect((await row(id)).notify_attempts).toBe(1));
    expect(await row(id)).toMatchObject({ notified_at: null });
    expect((await row(id)).notify_error).toMatch(/not allowed/);

    await edge.reconfigure({});
    await edge.server.getWorker().scheduled({ cron: '17 * * * *' });
    const sent = await row(id);
    expect(sent.notified_at).not.toBeNull();
    expect(sent.notify_attempts).toBe(2);
  }, 60_000);

  it('keeps spam out of the mailbox: a filled honeypot is answered as any request, stored flagged and never emailed', async () => {
    const id = await send(demoRequest({ website: 'buy now' }));
    await edge.server.getWorker().scheduled({ cron: '17 * * * *' });
    const spam = await row(id);
    expect(spam).toMatchObject({ notified_at: null, notify_attempts: 0, spam_at: spam.received_at });
  });
});

describe('the scheduled clean-up, with a fake clock', () => {
  it(`deletes requests older than the notice's ${DEMO_REQUEST_RETENTION_MONTHS} months, spam ${SPAM_RETENTION_DAYS} days after its flagging, audit entries after ${AUDIT_RETENTION_MONTHS} months, keeps the rest, and reports sends failing after a day`, async () => {
    await edge.sql('DELETE FROM demo_requests');
    await edge.sql('DELETE FROM audit_log');
    const env = await edge.server.getWorker<Env>().getEnv();
    const now = new Date('2027-03-15T12:00:00.000Z');
    // Each boundary computed independently of the worker: the same day and hour, that many months or days back.
    const monthsBack = (months: number) => new Date(Date.UTC(2027, 2 - months, 15, 12, 0, 0, 0)).getTime();
    const boundary = monthsBack(DEMO_REQUEST_RETENTION_MONTHS);
    const spamBoundary = now.getTime() - SPAM_RETENTION_DAYS * 86_400_000;
    const auditBoundary = monthsBack(AUDIT_RETENTION_MONTHS);
    const iso = (ms: number) => new Date(ms).toISOString();
    const recent = iso(now.getTime() - 2 * 86_400_000);
    const insert = (
      id: string,
      receivedAt: string,
      notifiedAt: string | null,
      spamAt: string | null = null,
    ) =>
      edge.sql(
        `INSERT INTO demo_requests (id, idempotency_key, content_hash, variant, name, email, company, message, language,
           page, notice_version, received_at, notified_at, spam_at)
         VALUES (?, ?, 'h', 'general', 'n', 'e@x.example', '', '', 'sl', '/', ?, ?, ?, ?)`,
        id,
        crypto.randomUUID(),
        PRIVACY_NOTICE_VERSION,
        receivedAt,
        notifiedAt,
        spamAt,
      );
    await insert('past', iso(boundary - 1), iso(boundary));
    await insert('boundary', iso(boundary), iso(boundary));
    await insert('recent', recent, null);
    await insert('spam-past', iso(spamBoundary - 1), null, iso(spamBoundary - 1));
    await insert('spam-boundary', iso(spamBoundary - 1), null, iso(spamBoundary));
    const audit = (at: number) =>
      edge.sql(
        "INSERT INTO audit_log (at, actor, action, count) VALUES (?, 'a@team.example', 'exportCsv', 1)",
        iso(at),
      );
    await audit(auditBoundary - 1);
    await audit(auditBoundary);
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = { send: () => Promise.reject(new Error('mailbox down')) };

    const result = await runScheduled({ ...env, NOTIFY: failing }, () => now);

    expect(result).toMatchObject({ deleted: 1, spamDeleted: 1, auditDeleted: 1 });
    expect((await edge.sql('SELECT id FROM demo_requests ORDER BY id')).map((r) => r.id)).toEqual([
      'boundary',
      'recent',
      'spam-boundary',
    ]);
    expect((await edge.sql('SELECT at FROM audit_log')).map((r) => r.at)).toEqual([iso(auditBoundary)]);
    expect(result.failing).toEqual(['recent']);
    expect(report.mock.calls.flat().join('\n')).toMatch(/not notified for more than a day \(1\): recent/);
  });
});
