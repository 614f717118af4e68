/** The demo_requests table (migrations/): one statement per step, so a failure leaves no partial row. */
import { FIELDS, type DemoRequestValues } from '../src/features/demo-request/contract.ts';
import type { D1Database } from './env.ts';
import type { ValidDemoRequest } from './validate.ts';

/** A column per field of the contract (a migration adds a new one), and the request's facts. */
export type DemoRequestRow = DemoRequestValues & {
  id: string;
  variant: string;
  language: string;
  page: string;
  notice_version: string;
  received_at: string;
  notified_at: string | null;
  spam_at: string | null;
  notify_attempts: number;
};

export type StoreOutcome =
  { kind: 'created'; row: DemoRequestRow } | { kind: 'repeated'; id: string } | { kind: 'conflict' };

/**
 * What makes two sends of one key the same request: everything the visitor and the page sent, every field of the
 * contract among it. A field left empty adds nothing, so a field added later leaves the hash of a request without it
 * as it was: a retry from a tab opened before that deploy is still answered as the same request.
 */
export async function contentHash(request: ValidDemoRequest): Promise<string> {
  const { variant, language, page, noticeVersion, spam } = request;
  const fields = FIELDS.filter((field) => request[field] !== '').map((field) => [field, request[field]]);
  const text = JSON.stringify([variant, language, page, noticeVersion, spam, fields]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function storeDemoRequest(
  db: D1Database,
  request: ValidDemoRequest,
  now: Date,
): Promise<StoreOutcome> {
  const hash = await contentHash(request);
  const receivedAt = now.toISOString();
  const { idempotencyKey, noticeVersion, spam, ...fields } = request;
  const row: DemoRequestRow = {
    id: crypto.randomUUID(),
    ...fields,
    notice_version: noticeVersion,
    received_at: receivedAt,
    notified_at: null,
    spam_at: spam ? receivedAt : null,
    notify_attempts: 0,
  };
  // Every column of the row but the two the notification writes.
  const columns = Object.keys(row).filter((column) => !['notified_at', 'notify_attempts'].includes(column));
  // One statement: the unique index decides between two sends of one key that arrive at once.
  const created = await db
    .prepare(
      `INSERT INTO demo_requests (idempotency_key, content_hash, ${columns.join(', ')})
       VALUES (?, ?${', ?'.repeat(columns.length)})
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
    )
    .bind(idempotencyKey, hash, ...columns.map((column) => row[column as keyof DemoRequestRow]))
    .first<{ id: string }>();
  if (created) return { kind: 'created', row };
  const existing = await db
    .prepare('SELECT id, content_hash FROM demo_requests WHERE idempotency_key = ?')
    .bind(idempotencyKey)
    .first<{ id: string; content_hash: string }>();
  // Gone between the two statements (the clean-up deleted it): nothing holds the key now, so it is a conflict to retry.
  if (!existing) return { kind: 'conflict' };
  return existing.content_hash === hash ? { kind: 'repeated', id: existing.id } : { kind: 'conflict' };
}

/** One more send of the notification: sent at `now`, or failed with `error`. */
export async function recordNotification(db: D1Database, id: string, now: Date, error: string | null) {
  await db
    .prepare(
      'UPDATE demo_requests SET notified_at = ?, notify_attempts = notify_attempts + 1, notify_error = ? WHERE id = ?',
    )
    .bind(error === null ? now.toISOString() : null, error?.slice(0, 500) ?? null, id)
    .run();
}

/** Requests not yet emailed (spam is never emailed), oldest first. */
export async function unnotified(db: D1Database, limit: number): Promise<DemoRequestRow[]> {
  const { results } = await db
    .prepare(
      'SELECT * FROM demo_requests WHERE notified_at IS NULL AND spam_at IS NULL ORDER BY received_at LIMIT ?',
    )
    .bind(limit)
    .all<DemoRequestRow>();
  return results;
}

export async function deleteReceivedBefore(db: D1Database, cutoff: Date): Promise<number> {
  const result = await db
    .prepare('DELETE FROM demo_requests WHERE received_at < ?')
    .bind(cutoff.toISOString())
    .run();
  return result.meta.changes ?? 0;
}
