/** Size budgets (`npm run size`), as pure functions the unit tests feed numbers; the lab reports against them too. */

/** First-load code of `/`, gzip: an absolute budget with room for small changes. */
export const MAX_FIRST_LOAD_CODE_BYTES = 115 * 1024;
/** Strings of `/` per language (gzip): about 1.7x today's, so a translator's longer copy never fails the build. */
export const MAX_FIRST_LOAD_COPY_BYTES_PER_LANGUAGE = 4 * 1024;
export const MAX_CSS_GZIP_BYTES = 12 * 1024;

export type BudgetLine = { name: string; value: string; limit: string; ok: boolean };

export type BudgetInput = {
  siteJs: number;
  copyGzip: Readonly<Record<string, number>>;
  cssGzip: number;
  splitProblems: readonly string[];
};

export type Budgets = { code: BudgetLine; copy: BudgetLine[]; css: BudgetLine; routeSplit: BudgetLine };

export function checkBudgets({ siteJs, copyGzip, cssGzip, splitProblems }: BudgetInput): Budgets {
  return {
    code: {
      name: 'first-load code of /',
      value: `${siteJs} B`,
      limit: `<= ${MAX_FIRST_LOAD_CODE_BYTES} B`,
      ok: siteJs <= MAX_FIRST_LOAD_CODE_BYTES,
    },
    copy: Object.entries(copyGzip).map(([language, bytes]) => ({
      name: `first-load strings of / in ${language}`,
      value: `${bytes} B`,
      limit: `<= ${MAX_FIRST_LOAD_COPY_BYTES_PER_LANGUAGE} B`,
      ok: bytes <= MAX_FIRST_LOAD_COPY_BYTES_PER_LANGUAGE,
    })),
    css: {
      name: 'CSS (all, gzip)',
      value: `${cssGzip} B`,
      limit: `<= ${MAX_CSS_GZIP_BYTES} B`,
      ok: cssGzip <= MAX_CSS_GZIP_BYTES,
    },
    routeSplit: {
      name: 'no route code before its visit',
      value: splitProblems.length === 0 ? 'none loaded early' : splitProblems.join('; '),
      limit: 'none',
      ok: splitProblems.length === 0,
    },
  };
}

/** Every budget line, in the order the size check prints them; it fails when one is not ok. */
export function budgetLines({ code, copy, css, routeSplit }: Budgets): BudgetLine[] {
  return [code, ...copy, css, routeSplit];
}
