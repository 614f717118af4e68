/** The bench's results: their shape (bench-dist/results.json), the printed report, the docs tables (--write-docs). */
import { readFile, writeFile } from 'node:fs/promises';
import { mark, markRepeatVisit, TARGETS, type LighthouseMarks, type LighthouseScores } from './targets.ts';
import { blockingLines, blockingTable, type BlockingResults } from './blocking.ts';
import { resultsTable, withResults, withSection } from './docsTable.ts';
import {
  interactionLines,
  interactionsTable,
  type InteractionRound,
  type InteractionRow,
} from './interactionSummary.ts';
import type { LighthouseResult } from './lighthouse.ts';
import { describeElement, type LighthouseSummary, type Spread } from './lighthouseSummary.ts';
import type { TimeToContentRun } from './timeToContent.ts';
import { MAX_CSS_GZIP_BYTES, MAX_FIRST_LOAD_CODE_BYTES, type Budgets } from '../../scripts/size/budgets.ts';
import { OTHER_COUNTRIES_LANGUAGE } from '../../src/languages.ts';

/** First-load gzip bytes of `/` (code; its strings are budgeted apart), the CSS, and each route's own load. */
export type SizeResults = {
  site: { files: Record<string, number>; js: number; firstLoadCss: number };
  floor: { files: Record<string, number>; js: number };
  ratio: number;
  cssAll: number;
  perRoute: Record<string, { js: number; css: number }>;
  splitProblems: string[];
  budgets: Budgets;
};

/** One page's time-to-content runs: medians of the times, the most geolocation requests, any spinner seen. */
export type TimeToContentSummary = {
  firstMs: number;
  repeatMs: number;
  firstGeoRequests: number;
  repeatGeoRequests: number;
  firstSpinner: boolean;
  repeatSpinner: boolean;
  langs: string[];
  runs: TimeToContentRun[];
};

export type TimeToContentResults = {
  runs: number;
  floor: TimeToContentSummary;
  site: (TimeToContentSummary & { path: string; lang: string })[];
};

export type LighthousePage = LighthouseSummary & {
  path: string;
  lang: string;
  prerendered?: true;
  lcpRatio: number;
  fcpRatio: number;
  marks: LighthouseMarks;
  runs: LighthouseResult[];
};

/** `warm`: one browser, its first run per origin discarded; `cold`: a fresh browser for every run (run.ts). */
export type LighthouseStart = 'warm' | 'cold';

export type LighthouseResults = {
  start: LighthouseStart;
  runs: number;
  floor: LighthouseSummary & { runs: LighthouseResult[] };
  site: LighthousePage[];
  load: readonly [number, number];
};

/** Taps and keys after the page is up, per page and interaction, against the interaction floor. */
export type InteractionResults = {
  cpu: number;
  rounds: number;
  emptyPage: { medianMs: number; runs: number[] };
  floor: { rows: InteractionRow[]; runs: InteractionRound[] };
  site: { page: string; lang: string; runs: InteractionRound[] }[];
  rows: InteractionRow[];
  load: readonly [number, number];
};

export type BenchResults = {
  date: string;
  machine: string;
  versions: Record<string, string>;
  lighthouseVersion: string;
  options: {
    runs: number;
    cpuSlowdown: number;
    lighthouseRuns: number | null;
    lighthouseCpu: number;
    interactionRuns: number | null;
    interactionCpu: number;
  };
  sizes: SizeResults;
  timeToContent: TimeToContentResults;
  /** None when Lighthouse was skipped; `cold` unless `--no-cold`. */
  lighthouse: Partial<Record<LighthouseStart, LighthouseResults>>;
  interactions?: InteractionResults;
  /** The same pages' blocking time as the page reports it, in a bare Chromium. */
  blocking?: BlockingResults;
  durationS: number;
};

const pad = (value: string | number, width: number): string => String(value).padEnd(width);
const lpad = (value: string | number, width: number): string => String(value).padStart(width);
const ms = (value: number): string => `${Math.round(value)} ms`;
const ratio = (value: number): string => `${value.toFixed(2)}x`;

/** What `npm run bench` prints: every figure beside its target, and where to look when one is missed. */
export function benchReport(results: BenchResults, elapsedS: number): string {
  const lines: string[] = [];
  const out = (line = '') => lines.push(line);
  const { sizes: s, versions } = results;
  const { code: codeBudget, css: cssBudget, routeSplit: splitBudget } = s.budgets;
  out(`Bench ${results.date} on ${results.machine}`);
  out(
    `Same versions in both builds: ${Object.entries(versions)
      .map(([n, v]) => `${n} ${v}`)
      .join(', ')}`,
  );
  out();
  out(
    `First-load JS of / (gzip -9, summed per file): entry script + its static imports + the / route chunk and its imports + its locale files (${OTHER_COUNTRIES_LANGUAGE} visitor)`,
  );
  out(`  site   ${lpad(s.site.js, 7)} B  (${Object.keys(s.site.files).length} files)`);
  out(`  floor  ${lpad(s.floor.js, 7)} B  (${Object.keys(s.floor.files).length} file)`);
  out(
    `  ratio  ${lpad(s.ratio.toFixed(3), 7)} x  code budget <= ${MAX_FIRST_LOAD_CODE_BYTES} B  ${mark(codeBudget.ok)}`,
  );
  out(
    `  CSS    ${lpad(s.cssAll, 7)} B  all CSS (first load of /: ${s.site.firstLoadCss} B)  target <= ${MAX_CSS_GZIP_BYTES} B  ${mark(cssBudget.ok)}`,
  );
  out(`  route split: ${splitBudget.value}  ${mark(splitBudget.ok)}`);
  out(
    `  per route (JS / CSS gzip): ${Object.entries(s.perRoute)
      .map(([p, r]) => `${p} ${r.js}/${r.css}`)
      .join(', ')}`,
  );
  out();
  const t = results.timeToContent;
  out(
    `Time to content: <h1> painted, from navigation start; median of ${t.runs}; CPU ${results.options.cpuSlowdown}x slower; no network throttling`,
  );
  out(
    `  ${pad('page', 11)}${pad('lang', 5)}${lpad('first', 9)}${lpad('/floor', 8)}${lpad('repeat', 9)}${lpad('/floor', 8)}  geo req first/repeat  spinner first/repeat`,
  );
  out(
    `  ${pad('floor', 11)}${pad('', 5)}${lpad(ms(t.floor.firstMs), 9)}${lpad('', 8)}${lpad(ms(t.floor.repeatMs), 9)}`,
  );
  for (const row of t.site) {
    const repeat = markRepeatVisit({ geoRequests: row.repeatGeoRequests, spinnerSeen: row.repeatSpinner });
    out(
      `  ${pad(row.path, 11)}${pad(row.lang, 5)}${lpad(ms(row.firstMs), 9)}${lpad(ratio(row.firstMs / t.floor.firstMs), 8)}` +
        `${lpad(ms(row.repeatMs), 9)}${lpad(ratio(row.repeatMs / t.floor.repeatMs), 8)}` +
        `  ${lpad(row.firstGeoRequests, 3)} / ${row.repeatGeoRequests} ${pad(mark(repeat.geoRequests), 4)}` +
        `        ${row.firstSpinner ? 'yes' : 'no'} / ${row.repeatSpinner ? 'yes' : 'no'} ${mark(repeat.spinner)}`,
    );
  }
  out();
  const passes = Object.values(results.lighthouse);
  for (const l of passes) {
    for (const line of lighthouseLines(l, results.lighthouseVersion, results.options.lighthouseCpu))
      out(line);
    out();
  }
  if (passes.length === 0) out('Lighthouse skipped (--no-lighthouse)');
  if (results.blocking) {
    out();
    for (const line of blockingLines(results.blocking)) out(line);
  }
  if (results.interactions) {
    out();
    for (const line of interactionReport(results.interactions)) out(line);
  }
  out();
  out(`Done in ${elapsedS.toFixed(0)} s; details in bench-dist/results.json`);
  return lines.join('\n');
}

const STARTS: Record<LighthouseStart, string> = {
  warm: 'one browser throughout, its first run on each origin discarded',
  cold: 'a fresh browser and profile for every run, no warm-up: what a first visitor brings',
};

function lighthouseLines(l: LighthouseResults, version: string, cpu: number): string[] {
  const lines: string[] = [];
  const out = (line = '') => lines.push(line);
  out(
    `Lighthouse ${version}, ${l.start}: mobile, simulated throttling, CPU ${cpu}x slower, first visit (storage reset), geolocation from the stub`,
  );
  out(`  ${l.start}: ${STARTS[l.start]}.`);
  out(
    `  ${l.runs} rounds, each the floor then every page. Each figure is the median of its ${l.runs} runs, per metric`,
  );
  out('  independently (a row may mix runs); ranges are min–max; ratios and marks come from the medians.');
  out(
    `  targets: performance >= ${TARGETS.performance} (aim 1.00), a11y/best-practices/SEO 1.00, LCP <= ${TARGETS.lcpRatio}x floor ` +
      `(language URLs ${TARGETS.prerenderedLcpRatio}x; slowest run <= ${TARGETS.lcpSpreadRatio}x the median), ` +
      `TBT <= ${TARGETS.tbtMs} ms and <= ${TARGETS.tbtRatio}x floor, CLS < ${TARGETS.cls}`,
  );
  out(
    `  floor LCP ${ms(l.floor.lcp)}, FCP ${ms(l.floor.fcp)}, TBT ${ms(l.floor.tbt)} (runs: LCP ${l.floor.runs.map((r) => Math.round(r.lcp)).join(', ')} ms; ` +
      `TBT ${l.floor.runs.map((r) => Math.round(r.tbt)).join(', ')} ms)`,
  );
  out(
    `  ${pad('page', 13)}${pad('lang', 5)} perf a11y   bp  seo LCP ms  LCP range /floor FCP ms /floor TBT ms  TBT range /floor    CLS  marks`,
  );
  const range = (spread: Spread, width: number) =>
    lpad(`${Math.round(spread.min)}–${Math.round(spread.max)}`, width);
  for (const page of l.site) {
    const misses = Object.entries(page.marks)
      .filter(([, ok]) => !ok)
      .map(([name]) => name);
    const score = (id: keyof LighthouseScores) => lpad(page.scores[id].toFixed(2), 5);
    out(
      `  ${pad(page.path, 13)}${pad(page.lang, 5)}${score('performance')}${score('accessibility')}${score('best-practices')}${score('seo')}` +
        `${lpad(Math.round(page.lcp), 7)}${range(page.spread.lcp, 11)}${lpad(ratio(page.lcpRatio), 7)}` +
        `${lpad(Math.round(page.fcp), 7)}${lpad(ratio(page.fcpRatio), 7)}` +
        `${lpad(Math.round(page.tbt), 7)}${range(page.spread.tbt, 11)}${lpad(ratio(page.tbt / Math.max(l.floor.tbt, 1)), 7)}` +
        `${lpad(page.cls.toFixed(3), 7)}  ` +
        (misses.length === 0 ? 'ok' : `MISS ${misses.join(', ')}`),
    );
  }
  // A figure missing from a run is out of its median but a miss: say which, so it is not mistaken for noise.
  const unmeasured = [{ path: 'floor', lang: '', ...l.floor }, ...l.site].flatMap((page) =>
    Object.entries(page.spread)
      .filter(([, spread]) => spread.unmeasured > 0)
      .map(([figure, spread]) => `${`${page.path} ${page.lang}`.trim()} ${figure} (${spread.unmeasured})`),
  );
  if (unmeasured.length > 0) {
    out(`  unmeasured (runs), left out of the medians and marked a miss: ${unmeasured.join('; ')}`);
  }
  const failing = new Map<string, number>();
  for (const run of l.site.flatMap((page) => page.runs)) {
    for (const [category, audits] of Object.entries(run.failing)) {
      for (const audit of audits) {
        const name = `${category}: ${audit.split('=')[0]}`;
        failing.set(name, (failing.get(name) ?? 0) + 1);
      }
    }
  }
  if (failing.size > 0) {
    out(
      `  audits under 1 (runs, of ${l.site.length * l.runs}): ${[...failing].map(([name, count]) => `${name} (${count})`).join('; ')}`,
    );
  }
  // The element of the largest contentful paint: the one most site runs name, then any page where another showed.
  const named = (runs: readonly LighthouseResult[]) => runs.map((run) => describeElement(run.lcpElement));
  const counted = (names: readonly string[]) =>
    [
      ...names.reduce(
        (counts, name) => counts.set(name, (counts.get(name) ?? 0) + 1),
        new Map<string, number>(),
      ),
    ]
      .sort(([, a], [, b]) => b - a)
      .map(([name, count]) => ({ name, count }));
  const siteRuns = l.site.flatMap((page) => page.runs);
  const usual = counted(named(siteRuns))[0];
  out(
    `  LCP element (runs): floor ${counted(named(l.floor.runs))
      .map(({ name, count }) => `${name} (${count})`)
      .join(', ')}; site ${usual ? `${usual.name} (${usual.count} of ${siteRuns.length})` : 'none'}`,
  );
  const others = l.site.flatMap((page) =>
    counted(named(page.runs))
      .filter(({ name }) => name !== usual?.name)
      .map(({ name, count }) => `${page.path} ${page.lang} ${name} (${count})`),
  );
  if (others.length > 0) out(`  other LCP elements: ${others.join('; ')}`);
  return lines;
}

/** Replaces this CPU slowdown's Lighthouse table in `file`, naming `args` so a reader can repeat the run. */
export async function writeDocsTable(
  file: string,
  results: BenchResults,
  lighthouse: LighthouseResults,
  args: readonly string[],
  cores: number,
): Promise<void> {
  const cpu = results.options.lighthouseCpu;
  const table = resultsTable({
    date: results.date,
    command: ['npm run bench --', ...args.filter((arg) => arg !== '--write-docs')].join(' '),
    cpu,
    start: lighthouse.start,
    rounds: lighthouse.runs,
    load: lighthouse.load,
    cores,
    floor: lighthouse.floor,
    site: lighthouse.site,
  });
  await writeFile(file, withResults(await readFile(file, 'utf8'), cpu, lighthouse.start, table));
}

/** The interactions' part of the report, printed alone by `--interactions-only`. */
export function interactionReport(i: InteractionResults): string[] {
  return [
    `Interactions: CPU ${i.cpu}x slower, 412 px, touch; medians of ${i.rounds} rounds. INP: the longest Event Timing`,
    "  entry per interactionId (typing: the slowest key); ready: pointerdown to the first frame with the form's first",
    '  field focusable and visible (tap) or <html lang> and the <h1> in the other language (switch). A tap is compared',
    "  with the floor's at the same moment, the switch in place with its tap after reading, the switch by link with its",
    `  own link. An empty page's tap reaches its next frame in ${Math.round(i.emptyPage.medianMs)} ms ` +
      `(runs: ${i.emptyPage.runs.map((ms) => Math.round(ms)).join(', ')}): the harness's own share.`,
    ...interactionLines({ floor: i.floor.rows, site: i.rows }),
  ];
}

/** Replaces the interactions table of this run's CPU slowdown in `file` (docs/performance.md). */
export async function writeInteractionsDocs(
  file: string,
  date: string,
  interactions: InteractionResults,
  args: readonly string[],
  cores: number,
): Promise<void> {
  const { cpu } = interactions;
  const table = interactionsTable({
    date,
    command: ['npm run bench --', ...args.filter((arg) => arg !== '--write-docs')].join(' '),
    cpu,
    rounds: interactions.rounds,
    load: interactions.load,
    cores,
    emptyPageMs: interactions.emptyPage.medianMs,
    floor: interactions.floor.rows,
    site: interactions.rows,
  });
  const markers = [
    `<!-- bench:interactions-cpu-${cpu} -->`,
    `<!-- /bench:interactions-cpu-${cpu} -->`,
  ] as const;
  await writeFile(
    file,
    withSection(await readFile(file, 'utf8'), markers, `Interactions at ${cpu}x CPU`, table),
  );
}

/** Replaces the blocking table of this run's CPU slowdown in `file` (docs/performance.md). */
export async function writeBlockingDocs(
  file: string,
  date: string,
  blocking: BlockingResults,
  args: readonly string[],
  cores: number,
): Promise<void> {
  const table = blockingTable({
    ...blocking,
    date,
    command: ['npm run bench --', ...args.filter((arg) => arg !== '--write-docs')].join(' '),
    cores,
  });
  const markers = [
    `<!-- bench:blocking-cpu-${blocking.cpu} -->`,
    `<!-- /bench:blocking-cpu-${blocking.cpu} -->`,
  ] as const;
  const heading = `Blocking after the first paint, in the page, at ${blocking.cpu}x CPU`;
  await writeFile(file, withSection(await readFile(file, 'utf8'), markers, heading, table));
}
