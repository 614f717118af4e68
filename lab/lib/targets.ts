/** The lab's targets and marks, as pure functions the lab's tests feed numbers. */

/** Lighthouse targets: performance 1.0 but never under 0.98 (run-to-run noise); the other categories 1.0. */
export const TARGETS = {
  performance: 0.98,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
  lcpRatio: 1,
  /** A prerendered language URL paints its content from the HTML, before any script: well under the floor's LCP. */
  prerenderedLcpRatio: 0.8,
  /** The slowest run's LCP over the median's: a paint that waits for the app shows up here. */
  lcpSpreadRatio: 1.25,
  /** Main-thread blocking near the floor's, which runs its script before its first paint and so blocks nothing. */
  tbtMs: 50,
  tbtRatio: 2,
  /** First contentful paint at most the floor's: the spinner (or the page) is in the HTML. */
  fcpRatio: 1,
  cls: 0.01,
} as const;

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
};

/** What one Lighthouse run of a page measured (times in ms). */
export type LighthouseRun = {
  scores: LighthouseScores;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  prerendered?: boolean;
};

export type LighthouseMarks = Record<
  keyof LighthouseScores | 'lcpRatio' | 'fcpRatio' | 'tbt' | 'cls',
  boolean
>;

export function markLighthouse(
  run: LighthouseRun,
  floorLcp: number,
  floorFcp: number = run.fcp,
  floorTbt: number = Number.POSITIVE_INFINITY,
): LighthouseMarks {
  const lcpRatio = run.lcp / floorLcp;
  const lcpTarget = run.prerendered ? TARGETS.prerenderedLcpRatio : TARGETS.lcpRatio;
  return {
    performance: run.scores.performance >= TARGETS.performance,
    accessibility: run.scores.accessibility >= TARGETS.accessibility,
    'best-practices': run.scores['best-practices'] >= TARGETS['best-practices'],
    seo: run.scores.seo >= TARGETS.seo,
    lcpRatio: lcpRatio <= lcpTarget,
    fcpRatio: run.fcp / floorFcp <= TARGETS.fcpRatio,
    tbt: run.tbt <= TARGETS.tbtMs && run.tbt <= TARGETS.tbtRatio * floorTbt,
    cls: run.cls < TARGETS.cls,
  };
}

/** A repeat visit with a fresh cache must ask no geolocation service and never show the spinner. */
export function markRepeatVisit({
  geoRequests,
  spinnerSeen,
}: {
  geoRequests: number;
  spinnerSeen: boolean;
}): {
  geoRequests: boolean;
  spinner: boolean;
} {
  return { geoRequests: geoRequests === 0, spinner: !spinnerSeen };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const [lower, upper] = [sorted[middle - 1], sorted[middle]];
  if (upper === undefined) return Number.NaN;
  return sorted.length % 2 === 1 || lower === undefined ? upper : (lower + upper) / 2;
}

export const mark = (ok: boolean): 'ok' | 'MISS' => (ok ? 'ok' : 'MISS');
