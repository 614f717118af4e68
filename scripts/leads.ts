/** The team's tools for the demo requests in D1: the local database by default, production with --remote. */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fail, readArgs, REPO, runCommand, WRANGLER, WRANGLER_ENV } from './repo.ts';

const COLUMNS = [
  'id',
  'received_at',
  'variant',
  'name',
  'email',
  'company',
  'message',
  'language',
  'page',
  'notice_version',
  'notified_at',
  'spam_at',
] as const;

type LeadRow = Partial<Record<(typeof COLUMNS)[number], string | number | null>>;
type Where = { remote: boolean; persistTo: string | null };
type Export = { since: string | null; spam: boolean; id: string | null; out: string | null };
type LeadsCommand = ({ command: 'export' } & Export & Where) | ({ command: 'erase'; email: string } & Where);

const USAGE = `usage:
  npm run leads -- export [--since YYYY-MM-DD] [--spam] [--id ID] [--out FILE] [--remote | --persist-to DIR]
    CSV into FILE (UTF-8 with a byte-order mark, so Excel reads č, š and ž), or on stdout (then run npm with -s,
    npm run -s leads -- export, so npm's own lines stay out of it): one row per request, oldest first, spam left
    out unless --spam.
  npm run leads -- erase EMAIL [--remote | --persist-to DIR]
    Deletes every request from that address (GDPR Art. 17) and says how many.`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseLeadsArgs(argv: readonly string[]): LeadsCommand {
  const refuse = (reason: string) => fail(`${reason}\n${USAGE}`);
  const {
    positionals: [command, ...rest],
    values,
  } = readArgs(
    argv,
    {
      since: { type: 'string' },
      id: { type: 'string' },
      out: { type: 'string' },
      'persist-to': { type: 'string' },
      remote: { type: 'boolean', default: false },
      spam: { type: 'boolean', default: false },
    },
    USAGE,
  );
  const { since = null, id = null, out = null, remote, spam } = values;
  const persistTo = values['persist-to'] ?? null;
  if (remote && persistTo) refuse('--remote and --persist-to exclude each other');
  if (command === 'export') {
    if (rest.length > 0) refuse('export takes no arguments');
    if (since !== null && (!/^\d{4}-\d{2}-\d{2}/.test(since) || Number.isNaN(Date.parse(since))))
      refuse(`--since must be a date (YYYY-MM-DD), got ${since}`);
    if (id !== null && !UUID.test(id)) refuse(`--id must be a request id (a UUID), got ${id}`);
    return { command, since, spam, id, out, remote, persistTo };
  }
  if (command !== 'erase') return refuse('export or erase?');
  const [email, ...more] = rest;
  if (!email?.includes('@') || more.length > 0) refuse('erase takes one email address');
  if (since || id || out || spam) refuse('erase takes only --remote or --persist-to');
  return { command, email: email!.trim(), remote, persistTo };
}

/** `wrangler d1 execute` takes no bound parameters: quotes are doubled. */
export const sqlText = (value: string): string => `'${value.replaceAll("'", "''")}'`;

export function exportSql({ since, spam, id }: Pick<Export, 'since' | 'spam' | 'id'>): string {
  const where = [
    spam || id ? null : 'spam_at IS NULL',
    since ? `received_at >= ${sqlText(new Date(since).toISOString())}` : null,
    id ? `id = ${sqlText(id.toLowerCase())}` : null,
  ].filter(Boolean);
  return `SELECT ${COLUMNS.join(', ')} FROM demo_requests${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY received_at, id`;
}

/** Matches the address as the endpoint stored it (trimmed), whatever its letter case. */
export const eraseSql = (email: string): string =>
  `DELETE FROM demo_requests WHERE lower(email) = lower(${sqlText(email.trim())}) RETURNING id`;

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

/** Excel opens a UTF-8 file as such only when it starts with a byte-order mark; without, č, š and ž come out garbled. */
export const BOM = '\uFEFF';

export const toCsv = (rows: readonly LeadRow[]): string =>
  [COLUMNS, ...rows.map((row) => COLUMNS.map((column) => csvCell(row[column])))]
    .map((cells) => `${cells.join(',')}\r\n`)
    .join('');

export function execute<Row = LeadRow>(sql: string, { remote, persistTo }: Where): Row[] {
  const args = [WRANGLER, 'd1', 'execute', 'DB', '--json', '--command', sql, remote ? '--remote' : '--local'];
  if (persistTo) args.push('--persist-to', persistTo);
  const result = spawnSync(process.execPath, args, {
    cwd: REPO,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, ...WRANGLER_ENV },
  });
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed:\n${result.stderr || result.stdout}`);
  return (JSON.parse(result.stdout) as { results?: Row[] }[]).flatMap((answer) => answer.results ?? []);
}

if (import.meta.main)
  await runCommand(() => {
    const command = parseLeadsArgs(process.argv.slice(2));
    const where = command.remote
      ? 'production (--remote)'
      : `the local database${command.persistTo ? ` in ${command.persistTo}` : ''}`;
    if (command.command === 'export') {
      const rows = execute(exportSql(command), command);
      if (command.out) writeFileSync(command.out, BOM + toCsv(rows));
      else process.stdout.write(toCsv(rows));
      console.error(
        `${rows.length} demo request(s) exported from ${where}${command.out ? ` to ${command.out}` : ''}.`,
      );
    } else {
      // RETURNING: the count is the rows deleted, whatever wrangler's summary reports.
      const changes = execute(eraseSql(command.email), command).length;
      console.error(`${changes} demo request(s) from ${command.email} deleted from ${where}.`);
      if (command.remote && changes > 0)
        console.error("D1's Time Travel can restore them for 30 days; that is the erasure's last trace.");
    }
  });
