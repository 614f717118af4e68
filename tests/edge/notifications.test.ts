/**
 * The team's notification on workerd: composed in the team's language with every field and sent through the
 * `send_email` binding (wrangler writes the message to a file, read here); a failed send leaves the row un-notified
 * and the scheduled run sends it. The retention clean-up with a fake clock, against the real D1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_REQUEST_RETENTION_MONTHS } from '../../src/features/demo-request/retention.ts';
import { PRIVACY_NOTICE_VERSION } from '../../src/features/privacy/noticeVersion.ts';
import type { Env } from '../../worker/env.ts';
import { COPY, exportCommand } from '../../worker/notification.ts';
import { runScheduled } from '../../worker/scheduled.ts';
import { demoRequest, root, startEdge, type Edge } from './harness.ts';

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

/** The text of the message that names request `id`, of those wrangler's send_email simulation wrote to files. */
const sentText = (id: string) =>
  fs
    .globSync('.wrangler/tmp/email/*/email-text/*', { cwd: root })
    .map((file) => fs.readFileSync(path.join(root, file), 'utf8'))
    .find((text) => text.includes(exportCommand(id)));

describe('the team notification', () => {
  it("emails wrangler.jsonc's NOTIFY_TO, the one address the binding allows, every field, the page, the language and the export line in Slovenian, after the commit", async () => {
    const body = demoRequest();
    const id = await send(body);
    await until(async () => expect((await row(id)).notified_at).not.toBeNull());
    let text: string | undefined;
    await until(() => expect((text = sentText(id))).toBeDefined());
    const labels = COPY.sl.labels.general;
    for (const line of [
      `${labels.name}: ${body.name}`,
      `${labels.email}: ${body.email}`,
      `${labels.company}: ${body.company}`,
      `${labels.message}:\n${body.message}`,
      'https://labsight.example/en/general',
      'English (en)',
      PRIVACY_NOTICE_VERSION,
      exportCommand(id),
    ])
      expect(text).toContain(line);
    // No tracking: the page is the only link.
    expect(text!.match(/https?:\/\/\S+/g)).toEqual(['https://labsight.example/en/general']);
  });

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
  });

  it('keeps spam out of the mailbox: a filled honeypot is answered as any request, stored flagged and never emailed', async () => {
    const id = await send(demoRequest({ website: 'buy now' }));
    await edge.server.getWorker().scheduled({ cron: '17 * * * *' });
    const spam = await row(id);
    expect(spam).toMatchObject({ notified_at: null, notify_attempts: 0, spam_at: spam.received_at });
  });
});

describe('the scheduled clean-up, with a fake clock', () => {
  it(`deletes requests older than the notice's ${DEMO_REQUEST_RETENTION_MONTHS} months, keeps the rest, and reports sends failing after a day`, async () => {
    await edge.sql('DELETE FROM demo_requests');
    const env = await edge.server.getWorker<Env>().getEnv();
    const now = new Date('2027-03-15T12:00:00.000Z');
    // The retention boundary computed independently of the worker: the same day and hour, that many months back.
    const boundary = new Date(Date.UTC(2027, 2 - DEMO_REQUEST_RETENTION_MONTHS, 15, 12, 0, 0, 0));
    const at = (ms: number) => new Date(boundary.getTime() + ms).toISOString();
    const insert = (id: string, receivedAt: string, notifiedAt: string | null) =>
      edge.sql(
        `INSERT INTO demo_requests (id, idempotency_key, content_hash, variant, name, email, company, message, language,
           page, notice_version, received_at, notified_at)
         VALUES (?, ?, 'h', 'general', 'n', 'e@x.example', '', '', 'sl', '/', ?, ?, ?)`,
        id,
        crypto.randomUUID(),
        PRIVACY_NOTICE_VERSION,
        receivedAt,
        notifiedAt,
      );
    await insert('past', at(-1), at(0));
    await insert('boundary', at(0), at(0));
    await insert('recent', new Date(now.getTime() - 2 * 86_400_000).toISOString(), null);
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = { send: () => Promise.reject(new Error('mailbox down')) };

    const result = await runScheduled({ ...env, NOTIFY: failing }, () => now);

    expect(result.deleted).toBe(1);
    expect((await edge.sql('SELECT id FROM demo_requests ORDER BY id')).map((r) => r.id)).toEqual([
      'boundary',
      'recent',
    ]);
    expect(result.failing).toEqual(['recent']);
    expect(report.mock.calls.flat().join('\n')).toMatch(/not notified for more than a day \(1\): recent/);
  });
});
