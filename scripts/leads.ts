/**
 * The team's tools for the demo requests in D1: the local database by default, production with --remote. A person's
 * export and erasure run the inbox's own code (worker/leads.ts) over `wrangler d1 execute`.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { timeTravelDays } from '../src/features/demo-request/retention.ts';
import type { D1Database, D1PreparedStatement, D1Result } from '../worker/env.ts';
import { CSV_COLUMNS as COLUMNS, erasePerson, exportPerson, toCsv, type LeadRow } from '../worker/leads.ts';
import { signDevToken } from '../worker/team/devAccess.ts';
import { ensureDevKey } from './devKey.ts';
import { fail, readArgs, REPO, runCommand, WRANGLER, WRANGLER_ENV } from './repo.ts';

export { csvCell } from '../worker/leads.ts';

type Where = { remote: boolean; persistTo: string | null };
type Export = {
  since: string | null;
  spam: boolean;
  id: string | null;
  out: string | null;
  email: string | null;
};
type LeadsCommand =
  | ({ command: 'export' } & Export & Where)
  | ({ command: 'erase'; email: string } & Where)
  | { command: 'token'; email: string };

const USAGE = `usage:
  npm run leads -- export [--since YYYY-MM-DD] [--spam] [--id ID] [--out FILE] [--remote | --persist-to DIR]
    CSV into FILE (UTF-8 with a byte-order mark, so Excel reads č, š and ž), or on stdout (then run npm with -s,
    npm run -s leads -- export, so npm's own lines stay out of it): one row per request, oldest first, spam left
    out unless --spam.
  npm run leads -- export --email ADDRESS [--out FILE] [--remote | --persist-to DIR]
    JSON: every stored field of every request from that address (GDPR Art. 15).
  npm run leads -- erase EMAIL [--remote | --persist-to DIR]
    Deletes every request from that address (GDPR Art. 17) and says how many.
  npm run leads -- token EMAIL
    A token for the local team inbox (/team/), signed with the development key in .dev.vars: send it as the
    Cf-Access-Jwt-Assertion header.`;

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
      email: { type: 'string' },
      out: { type: 'string' },
      'persist-to': { type: 'string' },
      remote: { type: 'boolean', default: false },
      spam: { type: 'boolean', default: false },
    },
    USAGE,
  );
  const { since = null, id = null, out = null, remote, spam } = values;
  const email = values.email?.trim() ?? null;
  const persistTo = values['persist-to'] ?? null;
  if (remote && persistTo) refuse('--remote and --persist-to exclude each other');
  if (command === 'export') {
    if (rest.length > 0) refuse('export takes no arguments');
    if (since !== null && (!/^\d{4}-\d{2}-\d{2}/.test(since) || Number.isNaN(Date.parse(since))))
      refuse(`--since must be a date (YYYY-MM-DD), got ${since}`);
    if (id !== null && !UUID.test(id)) refuse(`--id must be a request id (a UUID), got ${id}`);
    if (email !== null && (!email.includes('@') || since || id || spam))
      refuse('--email takes one address, and no --since, --id or --spam');
    return { command, since, spam, id, out, email, remote, persistTo };
  }
  if (command !== 'erase' && command !== 'token') return refuse('export, erase or token?');
  const [address, ...more] = rest;
  if (!address?.includes('@') || more.length > 0) refuse(`${command} takes one email address`);
  if (command === 'token') {
    if (since || id || out || spam || email || remote || persistTo) refuse('token takes no options');
    return { command, email: address!.trim() };
  }
  if (since || id || out || spam || email) refuse('erase takes only --remote or --persist-to');
  return { command, email: address!.trim(), remote, persistTo };
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

/**
 * The export and its audit entry in one `wrangler d1 execute` (one run of wrangler, which takes seconds): the entry
 * counts the rows the export then reads.
 */
export function auditedExportSql(
  where: Pick<Export, 'since' | 'spam' | 'id'>,
  actor: string,
  now: Date,
): string {
  const select = exportSql(where);
  const audit = inlineSql(
    `INSERT INTO audit_log (at, actor, action, count) SELECT ?, ?, 'exportCsv', count(*) FROM (${select})`,
    [now.toISOString(), actor],
  );
  return `${audit}; ${select}`;
}

/** A statement with its `?` replaced by the bound values, as literals: strings quoted, numbers as they are. */
export function inlineSql(query: string, values: readonly unknown[]): string {
  let next = 0;
  return query.replace(/\?/g, () => {
    const value = values[next++];
    if (value === null || value === undefined) return 'NULL';
    return typeof value === 'number' ? String(value) : sqlText(String(value));
  });
}

/** The D1 binding's shape over `wrangler d1 execute`, so the worker's own statements run from the terminal. */
export function wranglerD1(where: Where): D1Database {
  const statement = (query: string, values: readonly unknown[]): D1PreparedStatement => {
    const all = <T>(): D1Result<T> => {
      const results = execute<T>(inlineSql(query, values), where);
      return { results, success: true, meta: { changes: results.length } };
    };
    return {
      bind: (...bound) => statement(query, bound),
      first: async <T>() => all<T>().results[0] ?? null,
      all: async <T>() => all<T>(),
      run: async () => all<unknown>(),
    };
  };
  return { prepare: (query) => statement(query, []) };
}

/** Who the audit log names for a command run in a terminal: the git identity, or the system user. */
function terminalActor(): string {
  const git = spawnSync('git', ['config', 'user.email'], { cwd: REPO, encoding: 'utf8' });
  const email = git.status === 0 ? git.stdout.trim() : '';
  return `${email || userInfo().username} (npm run leads)`;
}

/** Excel opens a UTF-8 file as such only when it starts with a byte-order mark; without, č, š and ž come out garbled. */
export const BOM = '\uFEFF';

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
  await runCommand(async () => {
    const command = parseLeadsArgs(process.argv.slice(2));
    if (command.command === 'token') {
      const vars = ensureDevKey();
      const token = await signDevToken(vars.ACCESS_DEV_KEY, {
        email: command.email,
        domain: vars.ACCESS_TEAM_DOMAIN ?? '',
        audience: vars.ACCESS_AUD ?? '',
      });
      console.error(
        `A token for ${command.email}, signed with the development key in .dev.vars; for npm run dev and ` +
          'npm run preview:edge only. Send it as the Cf-Access-Jwt-Assertion header:',
      );
      console.log(token);
      return;
    }
    const where = command.remote
      ? 'production (--remote)'
      : `the local database${command.persistTo ? ` in ${command.persistTo}` : ''}`;
    const db = wranglerD1(command);
    if (command.command === 'export' && command.email !== null) {
      const data = await exportPerson(db, command.email, terminalActor(), new Date());
      const text = `${JSON.stringify(data, null, 2)}\n`;
      if (command.out) writeFileSync(command.out, text);
      else process.stdout.write(text);
      console.error(`${data.requests.length} demo request(s) from ${command.email} exported from ${where}.`);
    } else if (command.command === 'export') {
      const rows = execute(auditedExportSql(command, terminalActor(), new Date()), command);
      if (command.out) writeFileSync(command.out, BOM + toCsv(rows));
      else process.stdout.write(toCsv(rows));
      console.error(
        `${rows.length} demo request(s) exported from ${where}${command.out ? ` to ${command.out}` : ''}.`,
      );
    } else {
      const changes = await erasePerson(db, command.email, terminalActor(), new Date());
      console.error(`${changes} demo request(s) from ${command.email} deleted from ${where}.`);
      if (command.remote && changes > 0)
        console.error(
          `D1's Time Travel can restore them for ${timeTravelDays(process.env)} days; that is the erasure's last trace.`,
        );
    }
  });
