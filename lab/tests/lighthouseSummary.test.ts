import { describe, expect, it } from 'vitest';
import type { LighthouseRun } from '../lib/targets.ts';
import {
  describeElement,
  lcpElementOf,
  markSummary,
  spread,
  summariseRuns,
} from '../lib/lighthouseSummary.ts';

const run = (
  overrides: Partial<Omit<LighthouseRun, 'scores'>> & { performance?: number } = {},
): LighthouseRun => {
  const { performance = 1, ...timings } = overrides;
  return {
    scores: { performance, accessibility: 1, 'best-practices': 1, seo: 1 },
    lcp: 1000,
    fcp: 900,
    tbt: 0,
    cls: 0,
    ...timings,
  };
};

const misses = (marks: Record<string, boolean>) =>
  Object.entries(marks)
    .filter(([, ok]) => !ok)
    .map(([name]) => name);

describe('spread', () => {
  it('takes the middle of an odd number of runs, with min and max', () => {
    expect(spread([1415, 790, 1000])).toEqual({ median: 1000, min: 790, max: 1415, unmeasured: 0 });
  });

  it('takes the mean of the two middle runs of an even number', () => {
    expect(spread([279, 1, 31, 40])).toEqual({ median: 35.5, min: 1, max: 279, unmeasured: 0 });
  });

  it('leaves NaN out of median, min and max, and counts it', () => {
    expect(spread([NaN, 300, 100])).toEqual({ median: 200, min: 100, max: 300, unmeasured: 1 });
    expect(spread([NaN, NaN])).toEqual({ median: NaN, min: NaN, max: NaN, unmeasured: 2 });
    expect(spread([])).toEqual({ median: NaN, min: NaN, max: NaN, unmeasured: 0 });
  });
});

describe('summariseRuns', () => {
  it('takes the median of each figure on its own, so a row may mix runs', () => {
    const summary = summariseRuns([
      run({ performance: 0.94, lcp: 800, tbt: 279 }),
      run({ performance: 1, lcp: 1415, tbt: 1 }),
      run({ performance: 0.99, lcp: 900, tbt: 31 }),
    ]);
    expect(summary).toMatchObject({
      scores: { performance: 0.99, accessibility: 1, 'best-practices': 1, seo: 1 },
      lcp: 900,
      fcp: 900,
      tbt: 31,
      cls: 0,
      runCount: 3,
    });
    expect(summary.spread.lcp).toEqual({ median: 900, min: 800, max: 1415, unmeasured: 0 });
    expect(summary.spread.performance).toEqual({ median: 0.99, min: 0.94, max: 1, unmeasured: 0 });
  });

  it('averages the two middle runs of an even number', () => {
    const summary = summariseRuns([
      run({ lcp: 800, performance: 0.97 }),
      run({ lcp: 1000, performance: 0.99 }),
    ]);
    expect(summary.lcp).toBe(900);
    expect(summary.scores.performance).toBeCloseTo(0.98);
  });

  it('is one run itself when there is one', () => {
    const only = run({ lcp: 1234, tbt: 56, cls: 0.002 });
    const { spread: spreads, runCount, ...medians } = summariseRuns([only]);
    expect(medians).toEqual(only);
    expect(runCount).toBe(1);
    expect(spreads.lcp).toEqual({ median: 1234, min: 1234, max: 1234, unmeasured: 0 });
  });

  it('counts a figure a run could not measure, and takes the median of the others', () => {
    const summary = summariseRuns([run({ lcp: NaN }), run({ lcp: 800 }), run({ lcp: 1200 })]);
    expect(summary.lcp).toBe(1000);
    expect(summary.spread.lcp.unmeasured).toBe(1);
    expect(summary.spread.fcp.unmeasured).toBe(0);
  });
});

describe('markSummary', () => {
  const floor = summariseRuns([
    run({ lcp: 1000, fcp: 1000 }),
    run({ lcp: 1100, fcp: 1000 }),
    run({ lcp: 900 }),
  ]);

  it('marks the medians: one slow run out of three is no miss', () => {
    const page = summariseRuns([
      run({ lcp: 950, performance: 0.9, tbt: 400 }),
      run({ lcp: 900 }),
      run({ lcp: 1000 }),
    ]);
    expect(misses(markSummary(page, floor))).toEqual([]);
  });

  it('misses LCP when the slowest run is over 1.25x the median', () => {
    const page = summariseRuns([run({ lcp: 800 }), run({ lcp: 800 }), run({ lcp: 1001 })]);
    expect(misses(markSummary(page, floor))).toEqual(['lcpRatio']);
  });

  it('misses when the medians do', () => {
    const page = summariseRuns([run({ lcp: 1151, performance: 0.97 }), run({ lcp: 1200, performance: 0.9 })]);
    expect(misses(markSummary(page, floor))).toEqual(['performance', 'lcpRatio']);
  });

  it('holds a prerendered page to the floor LCP', () => {
    const page = { ...summariseRuns([run({ lcp: 1001 })]), prerendered: true };
    expect(misses(markSummary(page, floor))).toEqual(['lcpRatio']);
  });

  it("misses the target a figure feeds when any run could not measure it, however good the others' median", () => {
    const page = summariseRuns([run({ tbt: NaN }), run({ cls: NaN }), run({ lcp: NaN })]);
    expect(page.tbt).toBe(0);
    expect(misses(markSummary(page, floor))).toEqual(['lcpRatio', 'tbt', 'cls']);
    const score = summariseRuns([run(), run({ performance: NaN })]);
    expect(misses(markSummary(score, floor))).toEqual(['performance']);
  });

  it("misses the ratios when the floor's LCP or FCP went unmeasured in a run", () => {
    const page = summariseRuns([run()]);
    const shaky = summariseRuns([run({ lcp: 1000 }), run({ lcp: NaN, fcp: NaN }), run({ lcp: 1000 })]);
    expect(misses(markSummary(page, shaky))).toEqual(['lcpRatio', 'fcpRatio']);
  });

  it('misses everything with no runs at all', () => {
    expect(misses(markSummary(summariseRuns([]), floor))).toEqual([
      'performance',
      'accessibility',
      'best-practices',
      'seo',
      'lcpRatio',
      'fcpRatio',
      'tbt',
      'cls',
    ]);
  });
});

describe('lcpElementOf', () => {
  const node = {
    type: 'node',
    selector: 'body > div#root > main > h1',
    snippet: '<h1 class="title">',
    nodeLabel: 'Lab glasses',
  };

  it("reads Lighthouse 12's list of tables: the element table first, then the phases", () => {
    const audit = {
      details: {
        type: 'list',
        items: [
          { type: 'table', headings: [], items: [{ node }] },
          { type: 'table', headings: [], items: [{ phase: 'TTFB', timing: 10 }] },
        ],
      },
    };
    expect(lcpElementOf(audit)).toEqual({
      selector: 'body > div#root > main > h1',
      snippet: '<h1 class="title">',
      label: 'Lab glasses',
    });
  });

  it('reads a plain table too', () => {
    expect(lcpElementOf({ details: { type: 'table', items: [{ node }] } })?.snippet).toBe(
      '<h1 class="title">',
    );
  });

  it('is null for whatever is missing or malformed', () => {
    for (const audit of [
      undefined,
      null,
      {},
      { details: null },
      { details: { type: 'list' } },
      { details: { type: 'list', items: [null, 3, { items: 'x' }, { items: [null, { node: null }] }] } },
      { details: { type: 'table', items: [{ node: { selector: 3 } }] } },
      { score: null, notApplicable: true },
    ]) {
      expect(lcpElementOf(audit)).toBeNull();
    }
  });
});

describe('describeElement', () => {
  it('prefers the snippet, then the selector, and shortens long ones', () => {
    expect(describeElement({ selector: 'main > h1', snippet: '<h1\n  class="title">' })).toBe(
      '<h1 class="title">',
    );
    expect(describeElement({ selector: 'main > h1' })).toBe('main > h1');
    expect(describeElement(null)).toBe('none');
    expect(describeElement({ snippet: 'x'.repeat(80) }, 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
