/** Size budgets (`npm run size`), as pure functions the unit tests feed numbers; the lab reports against them too. */

/** First-load code of `/`, gzip: an absolute budget with room for small changes. */
export const MAX_FIRST_LOAD_CODE_BYTES = 115 * 1024;
/** Strings of `/` per language (gzip): about 1.7x today's, so a translator's longer copy never fails the build. */
export const MAX_FIRST_LOAD_COPY_BYTES_PER_LANGUAGE = 4 * 1024;
export const MAX_CSS_GZIP_BYTES = 12 * 1024;

export type BudgetLine = { name: string; value: string; limit: string; ok: boolean };
export type Budgets = { code: BudgetLine; copy: BudgetLine[]; css: BudgetLine; routeSplit: BudgetLine };

const bytesLine = (name: string, bytes: number, max: number): BudgetLine => ({
  name,
  value: `${bytes} B`,
  limit: `<= ${max} B`,
  ok: bytes <= max,
});

export function checkBudgets(sizes: {
  siteJs: number;
  copyGzip: Readonly<Record<string, number>>;
  cssGzip: number;
  splitProblems: readonly string[];
}): Budgets {
  const { siteJs, copyGzip, cssGzip, splitProblems } = sizes;
  return {
    code: bytesLine('first-load code of /', siteJs, MAX_FIRST_LOAD_CODE_BYTES),
    copy: Object.entries(copyGzip).map(([language, bytes]) =>
      bytesLine(`first-load strings of / in ${language}`, bytes, MAX_FIRST_LOAD_COPY_BYTES_PER_LANGUAGE),
    ),
    css: bytesLine('CSS (all, gzip)', cssGzip, MAX_CSS_GZIP_BYTES),
    routeSplit: {
      name: 'no route code before its visit',
      value: splitProblems.length === 0 ? 'none loaded early' : splitProblems.join('; '),
      limit: 'none',
      ok: splitProblems.length === 0,
    },
  };
}
