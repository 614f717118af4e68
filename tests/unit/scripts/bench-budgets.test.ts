import { describe, expect, it } from 'vitest';
import {
  budgetLines,
  checkBudgets,
  markLighthouse,
  markRepeatVisit,
  median,
  type LighthouseRun,
} from '../../../scripts/bench/lib/budgets.ts';

const failed = (budgets: ReturnType<typeof checkBudgets>) =>
  budgetLines(budgets)
    .filter((line) => !line.ok)
    .map((line) => line.name);

describe('checkBudgets', () => {
  const passing = {
    siteJs: 115 * 1024,
    floorJs: 100_000,
    copyGzip: { sl: 4 * 1024, en: 4 * 1024 },
    cssGzip: 12 * 1024,
    splitProblems: [],
  };

  it('passes at exactly 115 KB of code, 4 KB of strings per language and 12 KB of CSS', () => {
    expect(failed(checkBudgets(passing))).toEqual([]);
  });

  it('fails first-load code or strings one byte over budget', () => {
    expect(failed(checkBudgets({ ...passing, siteJs: 115 * 1024 + 1 }))).toEqual(['first-load code of /']);
    expect(failed(checkBudgets({ ...passing, copyGzip: { sl: 4 * 1024, en: 4 * 1024 + 1 } }))).toEqual([
      'first-load strings of / in en',
    ]);
  });

  it("budgets each language's strings apart: a new language over budget leaves the others' lines ok", () => {
    const lines = checkBudgets({ ...passing, copyGzip: { sl: 3000, en: 3000, hr: 5000 } }).copy;
    expect(lines.map((line) => [line.name, line.ok])).toEqual([
      ['first-load strings of / in sl', true],
      ['first-load strings of / in en', true],
      ['first-load strings of / in hr', false],
    ]);
  });

  it('fails CSS one byte over 12 KB', () => {
    expect(failed(checkBudgets({ ...passing, cssGzip: 12_289 }))).toEqual(['CSS (all, gzip)']);
  });

  it('fails and names any route loaded before its visit', () => {
    const lines = checkBudgets({ ...passing, splitProblems: ['/ loads GeneralPage'] });
    expect(failed(lines)).toEqual(['no route code before its visit']);
    expect(lines.routeSplit.value).toBe('/ loads GeneralPage');
  });
});

describe('markLighthouse', () => {
  const perfect: LighthouseRun = {
    scores: { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 },
    lcp: 1000,
    fcp: 1000,
    tbt: 0,
    cls: 0,
  };
  const misses = (run: LighthouseRun, floorLcp = 1000, floorFcp = 1000) =>
    Object.entries(markLighthouse(run, floorLcp, floorFcp))
      .filter(([, ok]) => !ok)
      .map(([name]) => name);

  it('accepts perfect scores, LCP at the floor and no layout shift', () => {
    expect(misses(perfect)).toEqual([]);
  });

  it('tolerates performance down to 0.98 but no lower', () => {
    expect(misses({ ...perfect, scores: { ...perfect.scores, performance: 0.98 } })).toEqual([]);
    expect(misses({ ...perfect, scores: { ...perfect.scores, performance: 0.97 } })).toEqual(['performance']);
  });

  it('wants the other categories at 1', () => {
    const scores = { performance: 1, accessibility: 0.99, 'best-practices': 0.96, seo: 0.9 };
    expect(misses({ ...perfect, scores })).toEqual(['accessibility', 'best-practices', 'seo']);
  });

  it('misses LCP over the floor and CLS of 0.01 or more', () => {
    expect(misses({ ...perfect, lcp: 1001, cls: 0.01 })).toEqual(['lcpRatio', 'cls']);
  });

  it('holds a prerendered language URL to 0.8x the floor LCP, and every page to the floor FCP', () => {
    expect(misses({ ...perfect, prerendered: true, lcp: 800 })).toEqual([]);
    expect(misses({ ...perfect, prerendered: true, lcp: 801 })).toEqual(['lcpRatio']);
    expect(misses({ ...perfect, fcp: 1001 })).toEqual(['fcpRatio']);
  });

  it('misses TBT over 50 ms, or over twice the floor', () => {
    const tbt = (site: number, floor: number) =>
      Object.entries(markLighthouse({ ...perfect, tbt: site }, 1000, 1000, floor))
        .filter(([, ok]) => !ok)
        .map(([name]) => name);
    expect(tbt(50, 25)).toEqual([]);
    expect(tbt(51, 100)).toEqual(['tbt']);
    expect(tbt(41, 20)).toEqual(['tbt']);
  });
});

describe('markRepeatVisit', () => {
  it('wants no geolocation request and no spinner', () => {
    expect(markRepeatVisit({ geoRequests: 0, spinnerSeen: false })).toEqual({
      geoRequests: true,
      spinner: true,
    });
    expect(markRepeatVisit({ geoRequests: 1, spinnerSeen: true })).toEqual({
      geoRequests: false,
      spinner: false,
    });
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
  });
});
