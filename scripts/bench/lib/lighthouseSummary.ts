/**
 * A page's Lighthouse runs summed up as medians, as the targets are stated. Pure functions, so the unit tests feed
 * them numbers.
 *
 * Each figure (the four category scores, LCP, FCP, TBT, CLS) is the median of its own runs, independently of the
 * others: one page's median LCP and median performance may come from different runs. A figure Lighthouse could not
 * measure in a run (NaN: its audit errored) is left out of that figure's median, min and max, but not forgotten: it is
 * counted (`unmeasured`), and the target the figure feeds is a miss for the page, however good the other runs were.
 * The same holds for the floor: an LCP or FCP it lacked in one run makes every page's LCP or FCP ratio a miss.
 */
import {
  markLighthouse,
  median,
  TARGETS,
  type LighthouseMarks,
  type LighthouseRun,
  type LighthouseScores,
} from './budgets.ts';

/** The timings of a run, in ms (CLS unitless). */
export const METRICS = ['lcp', 'fcp', 'tbt', 'cls'] as const;
export type Metric = (typeof METRICS)[number];
/** Every figure of a run: the category scores and the timings. */
export type Figure = keyof LighthouseScores | Metric;

/** One figure over a page's runs: median, min and max of the measured runs, and how many runs did not measure it. */
export type Spread = { median: number; min: number; max: number; unmeasured: number };

/** A page's runs summed up: the medians as a run, each figure's spread, and how many runs there were. */
export type LighthouseSummary = LighthouseRun & { spread: Record<Figure, Spread>; runCount: number };

const isMetric = (figure: Figure): figure is Metric => (METRICS as readonly Figure[]).includes(figure);
const figureOf = (run: LighthouseRun, figure: Figure): number =>
  isMetric(figure) ? run[figure] : run.scores[figure];

/** Median, min and max over the finite values (NaN when there are none); the others are counted as unmeasured. */
export function spread(values: readonly number[]): Spread {
  const measured = values.filter((value) => Number.isFinite(value));
  const none = measured.length === 0;
  return {
    median: median(measured),
    min: none ? Number.NaN : Math.min(...measured),
    max: none ? Number.NaN : Math.max(...measured),
    unmeasured: values.length - measured.length,
  };
}

/** The median of every figure over the runs, each on its own, with its spread. No runs: every figure NaN. */
export function summariseRuns(runs: readonly LighthouseRun[]): LighthouseSummary {
  const of = (figure: Figure): Spread => spread(runs.map((run) => figureOf(run, figure)));
  const spreads: Record<Figure, Spread> = {
    performance: of('performance'),
    accessibility: of('accessibility'),
    'best-practices': of('best-practices'),
    seo: of('seo'),
    lcp: of('lcp'),
    fcp: of('fcp'),
    tbt: of('tbt'),
    cls: of('cls'),
  };
  return {
    scores: {
      performance: spreads.performance.median,
      accessibility: spreads.accessibility.median,
      'best-practices': spreads['best-practices'].median,
      seo: spreads.seo.median,
    },
    lcp: spreads.lcp.median,
    fcp: spreads.fcp.median,
    tbt: spreads.tbt.median,
    cls: spreads.cls.median,
    spread: spreads,
    runCount: runs.length,
  };
}

/** The target each figure feeds. */
const TARGET_OF: Record<Figure, keyof LighthouseMarks> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best-practices',
  seo: 'seo',
  lcp: 'lcpRatio',
  fcp: 'fcpRatio',
  tbt: 'tbt',
  cls: 'cls',
};

/**
 * A page's marks, from its medians against the floor's medians; a target whose figure (or, for the ratios, the
 * floor's) went unmeasured in any run is a miss.
 */
export function markSummary(page: LighthouseSummary, floor: LighthouseSummary): LighthouseMarks {
  const marks = markLighthouse(page, floor.lcp, floor.fcp, floor.tbt);
  if (page.spread.lcp.max > TARGETS.lcpSpreadRatio * page.spread.lcp.median) marks.lcpRatio = false;
  for (const [figure, target] of Object.entries(TARGET_OF) as [Figure, keyof LighthouseMarks][]) {
    if (page.spread[figure].unmeasured > 0) marks[target] = false;
  }
  if (floor.spread.lcp.unmeasured > 0) marks.lcpRatio = false;
  if (floor.spread.fcp.unmeasured > 0) marks.fcpRatio = false;
  if (floor.spread.tbt.unmeasured > 0) marks.tbt = false;
  return marks;
}

/** The largest contentful paint's element as Lighthouse names it; any part may be missing. */
export type LcpElement = { selector?: string; snippet?: string; label?: string };

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The element of the `largest-contentful-paint-element` audit: Lighthouse 12 gives a list of tables whose first
 * row holds the node (older versions the table itself). Null when the audit, its details or the node is missing.
 */
export function lcpElementOf(audit: unknown): LcpElement | null {
  const details = field(audit, 'details');
  const items = field(details, 'items');
  if (!Array.isArray(items)) return null;
  const tables: unknown[] = field(details, 'type') === 'list' ? items : [details];
  for (const table of tables) {
    const rows = field(table, 'items');
    if (!Array.isArray(rows)) continue;
    for (const row of rows) {
      const node = field(row, 'node');
      const element: LcpElement = {
        selector: text(field(node, 'selector')),
        snippet: text(field(node, 'snippet')),
        label: text(field(node, 'nodeLabel')),
      };
      if (element.selector ?? element.snippet ?? element.label) return element;
    }
  }
  return null;
}

/** A short name for an element in the printed report: its snippet, else its selector, else its label. */
export function describeElement(element: LcpElement | null | undefined, width = 60): string {
  const name = (element?.snippet ?? element?.selector ?? element?.label ?? 'none').replace(/\s+/g, ' ');
  return name.length > width ? `${name.slice(0, width - 1)}…` : name;
}
