/**
 * What the inbox and `npm run leads` share: a person's requests, their export and erasure (GDPR Art. 15 and 17), and
 * the CSV export, each recorded in the audit log. Takes the database as a parameter: the worker passes its D1 binding,
 * the terminal a stand-in over `wrangler d1 execute` (scripts/leads.ts), so both run this same code.
 */
import { FIELDS } from '../src/features/demo-request/contract.ts';
import type { D1Database } from './env.ts';
import { recordAudit, type InboxRow } from './team/inboxStore.ts';

/** The CSV's columns, in order: the request's fields as the contract lists them, between its facts. */
export const CSV_COLUMNS = [
  'id',
  'received_at',
  'variant',
  ...FIELDS,
  'language',
  'page',
  'notice_version',
  'notified_at',
  'spam_at',
  'status',
] as const;

export type LeadRow = Partial<Record<(typeof CSV_COLUMNS)[number], string | number | null>>;

/** An international phone number (`+386 1 234 5678`, 8 digits or more): digits and separators only, nothing to call. */
const PHONE = /^\+[\d ()./-]+$/;
const isPhone = (text: string) => PHONE.test(text) && (text.match(/\d/g)?.length ?? 0) >= 8;

/**
 * One CSV cell (RFC 4180); one a spreadsheet would run as a formula (OWASP's leading `=`, `+`, `-`, `@`, tab, CR) gets
 * a leading apostrophe, unless it is a phone number, which stays readable.
 */
export function csvCell(value: string | number | null | undefined): string {
  const raw = String(value ?? '');
  const text = isPhone(raw) ? raw : raw.replace(/^[=+\-@\t\r]/, "'$&");
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const toCsv = (rows: readonly LeadRow[]): string =>
  [CSV_COLUMNS, ...rows.map((row) => CSV_COLUMNS.map((column) => csvCell(row[column])))]
    .map((cells) => `${cells.join(',')}\r\n`)
    .join('');

/** The address as the endpoint stored it (trimmed), whatever its letter case. */
const SAME_EMAIL = 'lower(email) = lower(?)';

/** Every request from `email`, every stored column, oldest first. */
export async function requestsFrom(db: D1Database, email: string): Promise<InboxRow[]> {
  const { results } = await db
    .prepare(`SELECT * FROM demo_requests WHERE ${SAME_EMAIL} ORDER BY received_at, id`)
    .bind(email.trim())
    .all<InboxRow>();
  return results;
}

/** A person's data as they may ask for it (Art. 15): every stored field of every request from the address. */
export async function exportPerson(db: D1Database, email: string, actor: string, now: Date) {
  const requests = await requestsFrom(db, email);
  await recordAudit(db, { actor, action: 'exportPerson', count: requests.length }, now);
  return { email: email.trim(), exportedAt: now.toISOString(), requests };
}

/** Deletes every request from the address (Art. 17); the audit records how many, never the address. */
export async function erasePerson(db: D1Database, email: string, actor: string, now: Date): Promise<number> {
  // RETURNING: the count is the rows deleted, whatever a driver's summary reports.
  const { results } = await db
    .prepare(`DELETE FROM demo_requests WHERE ${SAME_EMAIL} RETURNING id`)
    .bind(email.trim())
    .all();
  await recordAudit(db, { actor, action: 'erase', count: results.length }, now);
  return results.length;
}

export type CsvExport = { since: Date | null; spam: boolean };

/** The CSV of every request, or of those since a date, spam left out unless asked for; oldest first. */
export async function exportCsv(db: D1Database, { since, spam }: CsvExport, actor: string, now: Date) {
  const where = [spam ? null : 'spam_at IS NULL', since ? 'received_at >= ?' : null].filter(Boolean);
  const { results } = await db
    .prepare(
      `SELECT ${CSV_COLUMNS.join(', ')} FROM demo_requests${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY received_at, id`,
    )
    .bind(...(since ? [since.toISOString()] : []))
    .all<LeadRow>();
  await recordAudit(db, { actor, action: 'exportCsv', count: results.length }, now);
  return { csv: toCsv(results), count: results.length };
}
