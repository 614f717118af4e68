/**
 * The main thread after the first paint as the page itself reports it: the Long Tasks API in Chromium, the CPU slowed
 * by CDP, nothing else attached (no trace, no profiler, no request interception, no Runtime domain: bareChromium.ts).
 * Lighthouse's TBT is a simulation from an unthrottled trace, each task multiplied by the slowdown: a page whose
 * tasks are 8-35 ms at 1x has many of them near the 50 ms line once multiplied, so a few milliseconds of a busy
 * machine's jitter move its TBT by hundreds (the same build, 5 runs: 22-678 ms). Here each task is as long as it was at that slowdown, and the slices React's
 * time-slicing yields stay as short as React made them.
 */
import { openTab, type BareChromium } from './bareChromium.ts';
import { median } from './targets.ts';

export type LongTask = { startTime: number; duration: number };

declare global {
  interface Window {
    __longTasks?: { tasks: LongTask[]; quiet(ms: number): Promise<void> };
  }
}

/** Runs in the page before its scripts. Self-contained: its source is sent as it is. */
export function observeLongTasks(): void {
  const tasks: LongTask[] = [];
  let last = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      tasks.push({ startTime: entry.startTime, duration: entry.duration });
      last = Math.max(last, entry.startTime + entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  /** Resolves once `ms` have passed since the end of the last long task. */
  const quiet = (ms: number) =>
    new Promise<void>((done) => {
      const check = () => {
        const since = performance.now() - last;
        if (since >= ms) done();
        else setTimeout(check, ms - since);
      };
      check();
    });
  window.__longTasks = { tasks, quiet };
}

export type BlockingRun = {
  /** The part past 50 ms of every long task that began at or after the first contentful paint, as TBT counts it. */
  blockingMs: number;
  longestMs: number;
  tasks: LongTask[];
};

export function blockingAfter(tasks: readonly LongTask[], firstPaint: number): BlockingRun {
  const after = tasks.filter((task) => task.startTime >= firstPaint);
  return {
    blockingMs: after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    longestMs: Math.max(0, ...after.map((task) => task.duration)),
    tasks: after,
  };
}

/** Long enough that a page still loading (an idle callback, a chunk) has shown its next task. */
const QUIET_MS = 3000;

/** In the page once it has loaded: waits for `live` (if any) and then for quiet, and returns what was observed. */
function observed(live: string | null, quietMs: number) {
  return new Promise<string>((done) => {
    const check = () => {
      if (live !== null && document.querySelector(live) === null) return void setTimeout(check, 100);
      void window.__longTasks!.quiet(quietMs).then(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        done(JSON.stringify({ tasks: window.__longTasks!.tasks, firstPaint: paint?.startTime ?? null }));
      });
    };
    check();
  });
}

/** A first visit in a fresh context of a bare Chromium; `live`, if given, shows the app has started (then quiet). */
export async function blockingRun(
  chromium: BareChromium,
  url: string,
  { cpuSlowdown, live }: { cpuSlowdown: number; live?: string },
): Promise<BlockingRun> {
  const tab = await openTab(chromium, { cpuSlowdown, init: `(${observeLongTasks.toString()})()` });
  try {
    await tab.load(url);
    const { tasks, firstPaint } = JSON.parse(
      await tab.evaluate<string>(`(${observed.toString()})(${JSON.stringify(live ?? null)}, ${QUIET_MS})`),
    ) as { tasks: LongTask[]; firstPaint: number | null };
    if (firstPaint === null) throw new Error(`no first contentful paint on ${url}`);
    return blockingAfter(tasks, firstPaint);
  } finally {
    await tab.close();
  }
}

export type BlockingRow = {
  page: string;
  lang: string;
  blockingMs: number;
  min: number;
  max: number;
  longestMs: number;
  /** Blocking time against the floor's, as TBT is compared; NaN against a floor of none (under 1 ms). */
  ratio: number;
  /** At most max(50 ms, 2x the floor's), the load's TBT target. */
  met: boolean;
};

export function blockingRow(
  page: string,
  lang: string,
  runs: readonly BlockingRun[],
  floorMs: number,
): BlockingRow {
  const blocking = runs.map((run) => run.blockingMs);
  const blockingMs = median(blocking);
  return {
    page,
    lang,
    blockingMs,
    min: Math.min(...blocking),
    max: Math.max(...blocking),
    longestMs: median(runs.map((run) => run.longestMs)),
    ratio: floorMs >= 1 ? blockingMs / floorMs : Number.NaN,
    met: blockingMs <= Math.max(50, 2 * floorMs),
  };
}

export type BlockingResults = {
  cpu: number;
  rounds: number;
  load: readonly [number, number];
  floor: BlockingRow & { runs: BlockingRun[] };
  site: (BlockingRow & { runs: BlockingRun[] })[];
};

const whole = (value: number) => String(Math.round(value));
const times = (ratio: number) => (Number.isNaN(ratio) ? '–' : `${ratio.toFixed(2)}x`);

/** The docs table, and the same rows for the printed report. */
export function blockingTable(
  run: BlockingResults & { date: string; command: string; cores: number },
): string {
  const met = run.site.filter((row) => row.met).length;
  return [
    `\`${run.command}\`, ${run.date.slice(0, 10)}: CPU ${run.cpu}x (CDP), a fresh context per visit of a bare Chromium, medians of ` +
      `${run.rounds} rounds; ${run.cores} cores, load average ${run.load[0].toFixed(1)} before and ` +
      `${run.load[1].toFixed(1)} after. Floor: ${whole(run.floor.blockingMs)} ms ` +
      `(${whole(run.floor.min)}–${whole(run.floor.max)}), longest task ${whole(run.floor.longestMs)} ms. ` +
      `At most max(50 ms, 2x the floor's) on ${met} of ${run.site.length} pages.`,
    '',
    '| page | lang | blocking ms (range) | x floor (–: the floor has none) | longest task ms | target |',
    '|---|---|---|---|---|---|',
    ...run.site.map(
      (row) =>
        `| \`${row.page}\` | ${row.lang} | ${whole(row.blockingMs)} (${whole(row.min)}–${whole(row.max)}) ` +
        `| ${times(row.ratio)} | ${whole(row.longestMs)} | ${row.met ? 'ok' : 'miss'} |`,
    ),
  ].join('\n');
}

export function blockingLines(run: BlockingResults): string[] {
  const line = (row: BlockingRow) =>
    `  ${row.page.padEnd(16)}${row.lang.padEnd(5)}${whole(row.blockingMs).padStart(7)} ms ` +
    `(${whole(row.min)}–${whole(row.max)})`.padEnd(14) +
    `${row.page === 'floor' ? '' : times(row.ratio).padStart(8)}` +
    `${whole(row.longestMs).padStart(9)} ms${row.page === 'floor' ? '' : row.met ? '  ok' : '  MISS'}`;
  return [
    `Blocking after the first paint, in the page (Long Tasks API, CPU ${run.cpu}x by CDP, medians of ${run.rounds}` +
      ' rounds): target at most max(50 ms, 2x the floor).',
    `  ${'page'.padEnd(16)}${'lang'.padEnd(5)}${'blocking'.padStart(10)}${''.padEnd(14)}${'/floor'.padStart(5)}${'longest'.padStart(12)}`,
    line(run.floor),
    ...run.site.map(line),
  ];
}
