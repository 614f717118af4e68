import { describe, expect, it } from 'vitest';
import { budgetLines, checkBudgets } from '../../../scripts/size/budgets.ts';

const failed = (budgets: ReturnType<typeof checkBudgets>) =>
  budgetLines(budgets)
    .filter((line) => !line.ok)
    .map((line) => line.name);

describe('checkBudgets', () => {
  const passing = {
    siteJs: 115 * 1024,
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
