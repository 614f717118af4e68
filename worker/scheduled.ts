/**
 * The scheduled run (wrangler.jsonc `triggers.crons`): deletes what is past the retention the privacy notice states
 * (requests, spam, audit entries), retries notifications that failed, and reports the ones still failing after a day.
 */
import { DEMO_REQUEST_RETENTION_MONTHS } from '../src/features/demo-request/retention.ts';
import type { Env } from './env.ts';
import { notify } from './demoRequests.ts';
import { deleteReceivedBefore, unnotified } from './store.ts';
import { deleteExpiredAudit, deleteExpiredSpam, monthsBefore } from './team/inboxStore.ts';

/** How many notifications one run retries: a backlog drains over several runs rather than one long one. */
const RETRIES_PER_RUN = 50;
const DAY_MS = 86_400_000;

export type ScheduledReport = {
  deleted: number;
  spamDeleted: number;
  auditDeleted: number;
  notified: number;
  failing: string[];
};

export async function runScheduled(env: Env, now: () => Date = () => new Date()): Promise<ScheduledReport> {
  const deleted = await deleteReceivedBefore(env.DB, monthsBefore(now(), DEMO_REQUEST_RETENTION_MONTHS));
  const spamDeleted = await deleteExpiredSpam(env.DB, now());
  const auditDeleted = await deleteExpiredAudit(env.DB, now());
  let notified = 0;
  const failing: string[] = [];
  for (const row of await unnotified(env.DB, RETRIES_PER_RUN)) {
    if (await notify(env, row, now)) notified += 1;
    else if (now().getTime() - Date.parse(row.received_at) > DAY_MS) failing.push(row.id);
  }
  if (failing.length > 0) {
    // The report: Workers Logs keep it, and an alert on this text reaches the team.
    console.error(
      `demo requests not notified for more than a day (${failing.length}): ${failing.join(', ')}; ` +
        'check the send_email binding and its verified address',
    );
  }
  return { deleted, spamDeleted, auditDeleted, notified, failing };
}
