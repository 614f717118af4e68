/**
 * The team's tools for the demo requests in D1 (worker/, migrations/):
 *   npm run leads -- export [--since DATE] [--spam] [--id ID] [--out FILE] [--remote | --persist-to DIR]
 *     CSV on stdout (or FILE): one row per request, oldest first, spam left out unless --spam.
 *   npm run leads -- erase EMAIL [--remote | --persist-to DIR]
 *     Deletes every request from that address (GDPR Art. 17) and says how many.
 * Both read the local database (`npm run dev`'s, .wrangler/state) by default and production with --remote, through
 * `wrangler d1 execute`.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { REPO } from './repo.ts';

export const COLUMNS = [
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

export type LeadRow = Partial<Record<(typeof COLUMNS)[number], string | number | null>>;

export type Where = { remote: boolean; persistTo: string | null };

export type LeadsCommand =
  | ({
      command: 'export';
      since: string | null;
      spam: boolean;
      id: string | null;
      out: string | null;
    } & Where)
  | ({ command: 'erase'; email: string } & Where);

const USAGE = `usage:
  npm run leads -- export [--since YYYY-MM-DD] [--spam] [--id ID] [--out FILE] [--remote | --persist-to DIR]
  npm run leads -- erase EMAIL [--remote | --persist-to DIR]`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseLeadsArgs(argv: readonly string[]): LeadsCommand {
  const [command, ...rest] = argv;
  const flags = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i]!;
    if (['--since', '--id', '--out', '--persist-to'].includes(arg)) {
      const value = rest[i + 1];
      if (value === undefined) throw new Error(`${arg} needs a value\n${USAGE}`);
      flags.set(arg, value);
      i += 1;
    } else if (arg === '--remote' || arg === '--spam') flags.set(arg, true);
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}\n${USAGE}`);
    else positional.push(arg);
  }
  const remote = flags.has('--remote');
  const persistTo = (flags.get('--persist-to') as string | undefined) ?? null;
  if (remote && persistTo) throw new Error(`--remote and --persist-to exclude each other\n${USAGE}`);
  if (command === 'export') {
    if (positional.length > 0) throw new Error(`export takes no arguments\n${USAGE}`);
    const since = (flags.get('--since') as string | undefined) ?? null;
    if (since !== null && (!/^\d{4}-\d{2}-\d{2}/.test(since) || Number.isNaN(Date.parse(since)))) {
      throw new Error(`--since must be a date (YYYY-MM-DD), got ${since}`);
    }
    const id = (flags.get('--id') as string | undefined) ?? null;
    if (id !== null && !UUID.test(id)) throw new Error(`--id must be a request id (a UUID), got ${id}`);
    const out = (flags.get('--out') as string | undefined) ?? null;
    return { command, since, spam: flags.has('--spam'), id, out, remote, persistTo };
  }
  if (command === 'erase') {
    const [email, ...more] = positional;
    if (!email || more.length > 0 || !email.includes('@'))
      throw new Error(`erase takes one email address\n${USAGE}`);
    if (flags.has('--since') || flags.has('--id') || flags.has('--spam') || flags.has('--out')) {
      throw new Error(`erase takes only --remote or --persist-to\n${USAGE}`);
    }
    return { command, email: email.trim(), remote, persistTo };
  }
  throw new Error(USAGE);
}

/** A SQL string literal: `wrangler d1 execute` takes no bound parameters, so quotes are doubled. */
export function sqlText(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

export function exportSql({ since, spam, id }: { since: string | null; spam: boolean; id: string | null }) {
  const where = [
    spam || id ? null : 'spam_at IS NULL',
    since ? `received_at >= ${sqlText(new Date(since).toISOString())}` : null,
    id ? `id = ${sqlText(id.toLowerCase())}` : null,
  ].filter(Boolean);
  return `SELECT ${COLUMNS.join(', ')} FROM demo_requests${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY received_at, id`;
}

/** Matches the address as the endpoint stored it (trimmed), whatever its letter case. */
export function eraseSql(email: string): string {
  return `DELETE FROM demo_requests WHERE lower(email) = lower(${sqlText(email.trim())}) RETURNING id`;
}

/**
 * One CSV cell (RFC 4180). A cell that a spreadsheet would run as a formula (starting with =, +, -, @, or a tab or
 * carriage return that some read past) gets a leading apostrophe: the export is opened in Excel and LibreOffice.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly LeadRow[]): string {
  const lines = [
    COLUMNS.join(','),
    ...rows.map((row) => COLUMNS.map((column) => csvCell(row[column])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

const WRANGLER = join(
  dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
  'bin/wrangler.js',
);

/** Runs one statement through `wrangler d1 execute` and returns its rows. */
export function execute<Row = LeadRow>(sql: string, { remote, persistTo }: Where): Row[] {
  const args = [WRANGLER, 'd1', 'execute', 'DB', '--json', '--command', sql, remote ? '--remote' : '--local'];
  if (persistTo) args.push('--persist-to', persistTo);
  const result = spawnSync(process.execPath, args, {
    cwd: REPO,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  });
  if (result.status !== 0) {
    throw new Error(`wrangler d1 execute failed:\n${result.stderr || result.stdout}`);
  }
  const answers = JSON.parse(result.stdout) as { results?: Row[] }[];
  return answers.flatMap((answer) => answer.results ?? []);
}

function main(argv: readonly string[]): void {
  const command = parseLeadsArgs(argv);
  const where = command.remote
    ? 'production (--remote)'
    : `the local database${command.persistTo ? ` in ${command.persistTo}` : ''}`;
  if (command.command === 'export') {
    const rows = execute(exportSql(command), command);
    const csv = toCsv(rows);
    if (command.out) writeFileSync(command.out, csv);
    else process.stdout.write(csv);
    console.error(
      `${rows.length} demo request(s) exported from ${where}${command.out ? ` to ${command.out}` : ''}.`,
    );
  } else {
    // RETURNING: the count is the rows deleted, whatever wrangler's summary reports.
    const changes = execute(eraseSql(command.email), command).length;
    console.error(`${changes} demo request(s) from ${command.email} deleted from ${where}.`);
    if (command.remote && changes > 0) {
      console.error("D1's Time Travel can restore them for 30 days; that is the erasure's last trace.");
    }
  }
}

if (import.meta.main) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
