import { describe, expect, it } from 'vitest';
import { csvCell, eraseSql, exportSql, parseLeadsArgs, toCsv } from '../../../scripts/leads.ts';

describe('npm run leads', () => {
  it('reads export and erase with their options, the local database by default', () => {
    expect(parseLeadsArgs(['export'])).toEqual({
      command: 'export',
      since: null,
      spam: false,
      id: null,
      out: null,
      remote: false,
      persistTo: null,
    });
    expect(parseLeadsArgs(['export', '--since', '2026-01-31', '--spam', '--remote'])).toMatchObject({
      since: '2026-01-31',
      spam: true,
      remote: true,
    });
    expect(parseLeadsArgs(['erase', ' ana@lab.si ', '--remote'])).toEqual({
      command: 'erase',
      email: 'ana@lab.si',
      remote: true,
      persistTo: null,
    });
  });

  it.each([
    [['export', '--since', 'yesterday']],
    [['export', '--id', "x' OR 1=1 --"]],
    [['export', '--remote', '--persist-to', 'x']],
    [['erase']],
    [['erase', 'not-an-address']],
    [['erase', 'a@b.si', '--spam']],
    [['export', '--what']],
    [['list']],
  ])('refuses %j with its usage', (argv) => {
    expect(() => parseLeadsArgs(argv)).toThrow();
  });

  it('leaves spam out of the export unless asked, and starts at --since', () => {
    expect(exportSql({ since: null, spam: false, id: null })).toMatch(/WHERE spam_at IS NULL ORDER BY/);
    expect(exportSql({ since: null, spam: true, id: null })).not.toMatch(/WHERE/);
    expect(exportSql({ since: '2026-03-01', spam: false, id: null })).toContain(
      "received_at >= '2026-03-01T00:00:00.000Z'",
    );
  });

  it('quotes an address so that it cannot end the statement', () => {
    expect(eraseSql("o'brien@lab.ie")).toContain("lower('o''brien@lab.ie')");
  });

  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+386 1 234', "'+386 1 234"],
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

  it('writes a header and one CRLF-ended line per request', () => {
    const csv = toCsv([{ id: 'a', name: 'Ana', email: 'ana@lab.si' }]);
    const [header, line, end] = csv.split('\r\n');
    expect(header!.split(',')).toContain('notice_version');
    expect(line).toBe('a,,,Ana,ana@lab.si,,,,,,,');
    expect(end).toBe('');
  });
});
