/** The inbox's reads and writes on D1 (migrations/0002_team_inbox.sql): statuses, spam flags and the audit log. */
import {
  AUDIT_RETENTION_MONTHS,
  DEMO_REQUEST_RETENTION_MONTHS,
  SPAM_RETENTION_DAYS,
} from '../../src/features/demo-request/retention.ts';
import type { D1Database } from '../env.ts';
import type { DemoRequestRow } from '../store.ts';

export const REQUEST_STATUSES = ['new', 'contacted', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const isStatus = (value: unknown): value is RequestStatus =>
  (REQUEST_STATUSES as readonly unknown[]).includes(value);

export type InboxRow = DemoRequestRow & { status: RequestStatus };

export const AUDIT_ACTIONS = ['status', 'spam', 'notSpam', 'exportPerson', 'exportCsv', 'erase'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  at: string;
  actor: string;
  action: AuditAction;
  request_id: string | null;
  count: number | null;
  detail: string | null;
};

const DAY_MS = 86_400_000;

/** `months` calendar months before `now`, in UTC (the 31st of a short month rolls into the next, as Date does). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** When the scheduled run deletes a row: its retention from arrival, or sooner once it is flagged as spam. */
export function deletionDate(row: Pick<DemoRequestRow, 'received_at' | 'spam_at'>): Date {
  const received = new Date(row.received_at);
  const byAge = new Date(received);
  byAge.setUTCMonth(byAge.getUTCMonth() + DEMO_REQUEST_RETENTION_MONTHS);
  if (row.spam_at === null) return byAge;
  const bySpam = new Date(Date.parse(row.spam_at) + SPAM_RETENTION_DAYS * DAY_MS);
  return bySpam < byAge ? bySpam : byAge;
}

/** Whole days left before the deletion, rounded up: a row deleted within the hour still has a day. */
export const daysLeft = (row: Pick<DemoRequestRow, 'received_at' | 'spam_at'>, now: Date): number =>
  Math.max(0, Math.ceil((deletionDate(row).getTime() - now.getTime()) / DAY_MS));

/** The list, newest first: the requests, or the spam. */
export async function listRequests(db: D1Database, spam: boolean, limit = 500): Promise<InboxRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM demo_requests WHERE spam_at IS ${spam ? 'NOT NULL' : 'NULL'} ORDER BY received_at DESC, id LIMIT ?`,
    )
    .bind(limit)
    .all<InboxRow>();
  return results;
}

export async function findRequest(db: D1Database, id: string): Promise<InboxRow | null> {
  return db.prepare('SELECT * FROM demo_requests WHERE id = ?').bind(id).first<InboxRow>();
}

export async function recordAudit(
  db: D1Database,
  entry: Omit<AuditEntry, 'at' | 'request_id' | 'count' | 'detail'> & Partial<AuditEntry>,
  now: Date,
): Promise<void> {
  await db
    .prepare('INSERT INTO audit_log (at, actor, action, request_id, count, detail) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(
      now.toISOString(),
      entry.actor,
      entry.action,
      entry.request_id ?? null,
      entry.count ?? null,
      entry.detail ?? null,
    )
    .run();
}

/** A status change, recorded in the audit; false when there is no such request. */
export async function setStatus(
  db: D1Database,
  id: string,
  status: RequestStatus,
  actor: string,
  now: Date,
): Promise<boolean> {
  const changed = await db
    .prepare('UPDATE demo_requests SET status = ? WHERE id = ? RETURNING id')
    .bind(status, id)
    .first();
  if (!changed) return false;
  await recordAudit(db, { actor, action: 'status', request_id: id, detail: status }, now);
  return true;
}

/**
 * Flags or unflags a request as spam, recorded in the audit. A request taken out of spam counts as notified: the
 * team has read it in the inbox, and the scheduled run must not email it days later.
 */
export async function setSpam(
  db: D1Database,
  id: string,
  spam: boolean,
  actor: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const changed = await db
    .prepare(
      spam
        ? 'UPDATE demo_requests SET spam_at = COALESCE(spam_at, ?) WHERE id = ? RETURNING id'
        : 'UPDATE demo_requests SET spam_at = NULL, notified_at = COALESCE(notified_at, ?) WHERE id = ? RETURNING id',
    )
    .bind(at, id)
    .first();
  if (!changed) return false;
  await recordAudit(db, { actor, action: spam ? 'spam' : 'notSpam', request_id: id }, now);
  return true;
}

export async function auditLog(db: D1Database, limit = 1000): Promise<AuditEntry[]> {
  const { results } = await db
    .prepare(
      'SELECT at, actor, action, request_id, count, detail FROM audit_log ORDER BY at DESC, id DESC LIMIT ?',
    )
    .bind(limit)
    .all<AuditEntry>();
  return results;
}

/** The scheduled clean-up of what the inbox adds: spam past its days, audit entries past their months. */
export async function deleteExpiredSpam(db: D1Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SPAM_RETENTION_DAYS * DAY_MS).toISOString();
  const result = await db
    .prepare('DELETE FROM demo_requests WHERE spam_at IS NOT NULL AND spam_at < ?')
    .bind(cutoff)
    .run();
  return result.meta.changes ?? 0;
}

export async function deleteExpiredAudit(db: D1Database, now: Date): Promise<number> {
  const result = await db
    .prepare('DELETE FROM audit_log WHERE at < ?')
    .bind(monthsBefore(now, AUDIT_RETENTION_MONTHS).toISOString())
    .run();
  return result.meta.changes ?? 0;
}
