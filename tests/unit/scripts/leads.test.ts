import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { auditedExportSql, csvCell, exportSql, inlineSql, parseLeadsArgs } from '../../../scripts/leads.ts';
import { REPO, WRANGLER } from '../../../scripts/repo.ts';

const EXPORT = { command: 'export', since: null, spam: false, id: null, out: null, email: null };
const LOCAL = { remote: false, persistTo: null };

it('reads export and erase with their options, the local database by default', () => {
  expect(parseLeadsArgs(['export'])).toEqual({ ...EXPORT, ...LOCAL });
  const expected = { ...EXPORT, ...LOCAL, since: '2026-01-31', spam: true, remote: true };
  expect(parseLeadsArgs(['export', '--since', '2026-01-31', '--spam', '--remote'])).toEqual(expected);
  const erase = parseLeadsArgs(['erase', ' ana@lab.si ', '--persist-to', 'state']);
  expect(erase).toEqual({ command: 'erase', email: 'ana@lab.si', remote: false, persistTo: 'state' });
  const person = parseLeadsArgs(['export', '--email', 'ana@lab.si', '--remote']);
  expect(person).toEqual({ ...EXPORT, ...LOCAL, email: 'ana@lab.si', remote: true });
  expect(parseLeadsArgs(['token', 'ana@lab.si'])).toEqual({ command: 'token', email: 'ana@lab.si' });
});

it.each([
  [['export', '--since', 'yesterday'], /--since must be a date/],
  [['export', '--id', "x' OR 1=1 --"], /--id must be a request id/],
  [['export', '--remote', '--persist-to', 'x'], /exclude each other/],
  [['export', 'more'], /export takes no arguments/],
  [['erase'], /one email address/],
  [['erase', 'not-an-address'], /one email address/],
  [['erase', 'a@b.si', '--spam'], /erase takes only --remote or --persist-to/],
  [['export', '--email', 'a@b.si', '--since', '2026-01-01'], /--email takes one address/],
  [['token'], /token takes one email address/],
  [['token', 'a@b.si', '--remote'], /token takes no options/],
  [['export', '--what'], /Unknown option '--what'/],
  [['list'], /usage:/],
])('refuses %j, saying why, with its usage', (argv, reason) => {
  expect(() => parseLeadsArgs(argv)).toThrow(reason);
  expect(() => parseLeadsArgs(argv)).toThrow(/npm run leads -- erase EMAIL/);
});

it('leaves spam out of the export unless asked, and starts at --since', () => {
  expect(exportSql({ since: null, spam: false, id: null })).toMatch(/WHERE spam_at IS NULL ORDER BY/);
  expect(exportSql({ since: null, spam: true, id: null })).not.toMatch(/WHERE/);
  expect(exportSql({ since: '2026-03-01', spam: false, id: null })).toContain(
    "received_at >= '2026-03-01T00:00:00.000Z'",
  );
});

it('records the export in the audit log, counting the rows it reads, in the same run', () => {
  const where = { since: '2026-03-01', spam: false, id: null };
  const sql = auditedExportSql(where, "o'brien@lab.ie", new Date('2026-04-01T00:00:00.000Z'));
  expect(sql).toBe(
    "INSERT INTO audit_log (at, actor, action, count) SELECT '2026-04-01T00:00:00.000Z', 'o''brien@lab.ie', " +
      `'exportCsv', count(*) FROM (${exportSql(where)}); ${exportSql(where)}`,
  );
});

it('binds an address as a quoted literal that cannot end the statement', () => {
  expect(inlineSql('DELETE FROM t WHERE lower(email) = lower(?) AND n = ?', ["o'brien@lab.ie", 2])).toBe(
    "DELETE FROM t WHERE lower(email) = lower('o''brien@lab.ie') AND n = 2",
  );
});

// The export's header and CRLF-ended rows, read back as RFC 4180: tests/e2e/demo-requests.spec.ts.
it.each([
  ['=SUM(A1)', "'=SUM(A1)"],
  ['+1+1', "'+1+1"],
  ['+386 1 234', "'+386 1 234"],
  ['+386 1 234 5678 =HYPERLINK("x")', '"\'+386 1 234 5678 =HYPERLINK(""x"")"'],
  ['+386 1 234 5678', '+386 1 234 5678'],
  ['+1 (555) 010-9999', '+1 (555) 010-9999'],
  ['-1', "'-1"],
  ['@cmd', "'@cmd"],
  ['\tx', "'\tx"],
  ['Ana, d.o.o.', '"Ana, d.o.o."'],
  ['say "hi"', '"say ""hi"""'],
  ['a\nb', '"a\nb"'],
  ['Čšž 🧪', 'Čšž 🧪'],
  [null, ''],
])('writes %j as the cell %j: no formula a spreadsheet would run', (value, cell) => {
  expect(csvCell(value)).toBe(cell);
});

const run = (args: string[]) => promisify(execFile)(process.execPath, args, { cwd: REPO });

it('writes --out FILE as UTF-8 with a byte-order mark, then the header row', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-export-'));
  try {
    const state = path.join(dir, 'state');
    await run([WRANGLER, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state]);
    const out = path.join(dir, 'leads.csv');
    await run(['scripts/leads.ts', 'export', '--out', out, '--persist-to', state]);
    const bytes = fs.readFileSync(out);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toMatch(/^id,received_at,variant,name,email,/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
