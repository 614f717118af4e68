import { describe, expect, it } from 'vitest';
import { markers, resultsTable, withResults, type TableRun } from '../lib/docsTable.ts';
import { spread } from '../lib/lighthouseSummary.ts';

const allMet = {
  performance: true,
  accessibility: true,
  'best-practices': true,
  seo: true,
  lcpRatio: true,
  fcpRatio: true,
  tbt: true,
  cls: true,
};

const run: TableRun = {
  date: '2026-11-24T05:00:00.000Z',
  command: 'npm run bench -- --lighthouse-runs=5',
  cpu: 4,
  start: 'warm',
  rounds: 5,
  load: [0.4, 1.26],
  cores: 2,
  floor: { lcp: 1400, tbt: 20, spread: { ...emptySpreads(), tbt: spread([10, 20, 30]) } },
  site: [
    {
      path: '/general',
      lang: 'en',
      scores: { performance: 0.99, accessibility: 1, 'best-practices': 1, seo: 1 },
      lcp: 1120,
      tbt: 30,
      spread: { ...emptySpreads(), tbt: spread([12, 30, 41]) },
      marks: allMet,
    },
    {
      path: '/sl',
      lang: 'sl',
      scores: { performance: 0.9, accessibility: 1, 'best-practices': 1, seo: 1 },
      lcp: 1500,
      tbt: 160,
      spread: { ...emptySpreads(), tbt: spread([90, 160, 300]) },
      marks: { ...allMet, performance: false, tbt: false },
    },
  ],
};

function emptySpreads() {
  const none = spread([]);
  return {
    performance: none,
    accessibility: none,
    'best-practices': none,
    seo: none,
    lcp: none,
    fcp: none,
    tbt: none,
    cls: none,
  };
}

describe('resultsTable', () => {
  const table = resultsTable(run);

  it('gives each page its medians, ratios to the floor and the targets it missed', () => {
    expect(table).toContain('| `/general` | en | 0.99 | 1120 (0.80x) | 30 (12–41) | 1.50x | ok |');
    expect(table).toContain(
      '| `/sl` | sl | 0.90 | 1500 (1.07x) | 160 (90–300) | 8.00x | miss: performance, tbt |',
    );
  });

  it('says how it was measured and how busy the machine was', () => {
    expect(table).toContain('`npm run bench -- --lighthouse-runs=5`, 2026-11-24');
    expect(table).toContain('2 cores, load average 0.4 before and 1.3 after');
    expect(table).toContain('Floor: LCP 1400 ms, TBT 20 ms (10–30)');
    expect(table).toContain('All targets met on 1 of 2 pages.');
    expect(table).toContain('one warmed browser');
    expect(resultsTable({ ...run, start: 'cold' })).toContain('a fresh browser for every run');
  });
});

describe('withResults', () => {
  const [start, end] = markers(4, 'warm');

  it('replaces only its own section', () => {
    const doc = `# Performance\n\n${start}\nold table\n${end}\n\nAfter.\n`;
    expect(withResults(doc, 4, 'warm', 'new table')).toBe(
      `# Performance\n\n${start}\nnew table\n${end}\n\nAfter.\n`,
    );
  });

  it('appends a section for a CPU slowdown the document has no table for', () => {
    const doc = `# Performance\n\n${start}\nold\n${end}\n`;
    const written = withResults(doc, 8, 'warm', 'slow phone');
    expect(written).toContain(`${start}\nold\n${end}`);
    expect(written.endsWith(`${markers(8, 'warm')[0]}\nslow phone\n${markers(8, 'warm')[1]}\n`)).toBe(true);
  });

  it("keeps the cold origin's table apart from the warmed one at the same slowdown", () => {
    const doc = `# Performance\n\n${start}\nwarm\n${end}\n`;
    const [coldStart, coldEnd] = markers(4, 'cold');
    const written = withResults(withResults(doc, 4, 'cold', 'cold 1'), 4, 'cold', 'cold 2');
    expect(written).toContain(`${start}\nwarm\n${end}`);
    expect(written).toContain(`### Lighthouse at 4x CPU, cold origin\n\n${coldStart}\ncold 2\n${coldEnd}`);
    expect(written).not.toContain('cold 1');
  });
});
