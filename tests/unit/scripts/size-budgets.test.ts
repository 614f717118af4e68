import { expect, it } from 'vitest';
import { checkBudgets } from '../../../scripts/size/budgets.ts';

/** Exactly at every budget: 115 KB of code, 4 KB of strings per language and 12 KB of CSS. */
const AT_BUDGET = {
  siteJs: 115 * 1024,
  copyGzip: { sl: 4096, en: 4096 },
  cssGzip: 12 * 1024,
  splitProblems: [],
};

const failed = (sizes: Partial<Parameters<typeof checkBudgets>[0]>) => {
  const { code, copy, css, routeSplit } = checkBudgets({ ...AT_BUDGET, ...sizes });
  return [code, ...copy, css, routeSplit]
    .filter((line) => !line.ok)
    .map((line) => `${line.name}: ${line.value}`);
};

it.each([
  [{}, []],
  [{ siteJs: 115 * 1024 + 1 }, ['first-load code of /: 117761 B']],
  [{ copyGzip: { sl: 4096, en: 4097 } }, ['first-load strings of / in en: 4097 B']],
  // Each language's strings apart: a new language over budget leaves the others' lines ok.
  [{ copyGzip: { sl: 3000, en: 3000, hr: 5000 } }, ['first-load strings of / in hr: 5000 B']],
  [{ cssGzip: 12 * 1024 + 1 }, ['CSS (all, gzip): 12289 B']],
  [{ splitProblems: ['/ loads GeneralPage'] }, ['no route code before its visit: / loads GeneralPage']],
])('%j fails %j', (sizes, lines) => {
  expect(failed(sizes)).toEqual(lines);
});
