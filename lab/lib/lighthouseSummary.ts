/** Medians of a page's Lighthouse runs; a figure a run could not measure (NaN) is out of its median but a miss. */
import {
  markLighthouse,
  median,
  TARGETS,
  type LighthouseMarks,
  type LighthouseRun,
  type LighthouseScores,
} from './targets.ts';

export const METRICS = ['lcp', 'fcp', 'tbt', 'cls'] as const;
export type Metric = (typeof METRICS)[number];
export type Figure = keyof LighthouseScores | Metric;

export type Spread = { median: number; min: number; max: number; unmeasured: number };

export type LighthouseSummary = LighthouseRun & { spread: Record<Figure, Spread>; runCount: number };

const isMetric = (figure: Figure): figure is Metric => (METRICS as readonly Figure[]).includes(figure);
const figureOf = (run: LighthouseRun, figure: Figure): number =>
  isMetric(figure) ? run[figure] : run.scores[figure];

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

export type LcpElement = { selector?: string; snippet?: string; label?: string };

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Lighthouse 12 gives a list of tables whose first row holds the node; older versions the table itself. */
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

export function describeElement(element: LcpElement | null | undefined, width = 60): string {
  const name = (element?.snippet ?? element?.selector ?? element?.label ?? 'none').replace(/\s+/g, ' ');
  return name.length > width ? `${name.slice(0, width - 1)}…` : name;
}
