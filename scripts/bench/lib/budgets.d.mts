export type BudgetLine = { name: string; value: string; limit: string; ok: boolean };
export const MAX_FIRST_LOAD_CODE_BYTES: number;
export const MAX_FIRST_LOAD_COPY_BYTES: number;
export const MAX_CSS_GZIP_BYTES: number;
export function checkBudgets(input: {
  siteJs: number;
  floorJs: number;
  copyGzip: number;
  cssGzip: number;
  splitProblems: string[];
}): BudgetLine[];

export const TARGETS: {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpRatio: number;
  prerenderedLcpRatio: number;
  fcpRatio: number;
  cls: number;
};
export type LighthouseRun = {
  scores: { performance: number; accessibility: number; 'best-practices': number; seo: number };
  lcp: number;
  fcp: number;
  prerendered?: boolean;
  tbt: number;
  cls: number;
};
export function markLighthouse(
  run: LighthouseRun,
  floorLcp: number,
  floorFcp?: number,
): {
  performance: boolean;
  accessibility: boolean;
  'best-practices': boolean;
  seo: boolean;
  lcpRatio: boolean;
  fcpRatio: boolean;
  cls: boolean;
};
export function markRepeatVisit(visit: { geoRequests: number; spinnerSeen: boolean }): {
  geoRequests: boolean;
  spinner: boolean;
};
export function median(values: number[]): number;
export function mark(ok: boolean): 'ok' | 'MISS';
