/** `npm run bench -- --write-docs`: the Lighthouse tables in docs/performance.md, one per CPU slowdown and start. */
import type { LighthouseMarks } from './targets.ts';
import type { LighthouseSummary } from './lighthouseSummary.ts';

export type TablePage = Pick<LighthouseSummary, 'scores' | 'lcp' | 'tbt' | 'spread'> & {
  path: string;
  lang: string;
  marks: LighthouseMarks;
};

export type TableRun = {
  date: string;
  command: string;
  cpu: number;
  /** Whether the browser was warmed first or fresh for every run (lab/run.ts). */
  start: 'warm' | 'cold';
  rounds: number;
  /** The 1-minute load average before and after the Lighthouse rounds: whether the machine was idle. */
  load: readonly [number, number];
  cores: number;
  floor: Pick<LighthouseSummary, 'lcp' | 'tbt' | 'spread'>;
  site: readonly TablePage[];
};

/** The warmed table keeps its older, unsuffixed name. */
export const markers = (cpu: number, start: TableRun['start']) => {
  const name = `lighthouse-cpu-${cpu}${start === 'cold' ? '-cold' : ''}`;
  return [`<!-- bench:${name} -->`, `<!-- /bench:${name} -->`] as const;
};

const whole = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : 'n/a');
const times = (value: number, floor: number) => `${(value / Math.max(floor, 1)).toFixed(2)}x`;

export function resultsTable(run: TableRun): string {
  const { floor } = run;
  const missed = (page: TablePage) =>
    Object.entries(page.marks)
      .filter(([, ok]) => !ok)
      .map(([name]) => name);
  const rows = run.site.map((page) => {
    const misses = missed(page);
    return (
      `| \`${page.path}\` | ${page.lang} | ${page.scores.performance.toFixed(2)} | ${whole(page.lcp)} (${times(page.lcp, floor.lcp)}) ` +
      `| ${whole(page.tbt)} (${whole(page.spread.tbt.min)}–${whole(page.spread.tbt.max)}) | ${times(page.tbt, floor.tbt)} ` +
      `| ${misses.length === 0 ? 'ok' : `miss: ${misses.join(', ')}`} |`
    );
  });
  const met = run.site.filter((page) => missed(page).length === 0).length;
  return [
    `\`${run.command}\`, ${run.date.slice(0, 10)}: Lighthouse CPU ${run.cpu}x, ${run.start === 'cold' ? 'a fresh browser for every run' : 'one warmed browser'}, medians of ${run.rounds} rounds; ` +
      `${run.cores} cores, load average ${run.load[0].toFixed(1)} before and ${run.load[1].toFixed(1)} after. ` +
      `Floor: LCP ${whole(floor.lcp)} ms, TBT ${whole(floor.tbt)} ms (${whole(floor.spread.tbt.min)}–${whole(floor.spread.tbt.max)}). ` +
      `All targets met on ${met} of ${run.site.length} pages.`,
    '',
    '| page | lang | performance | LCP ms (x floor) | TBT ms (range) | TBT x floor | targets |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The document with the table for `cpu` replaced, or appended under a heading of its own the first time. */
export function withResults(markdown: string, cpu: number, start: TableRun['start'], table: string): string {
  const heading = `Lighthouse at ${cpu}x CPU${start === 'cold' ? ', cold origin' : ''}`;
  return withSection(markdown, markers(cpu, start), heading, table);
}

/** The document with the text between `start` and `end` replaced by `table`, or appended under `heading`. */
export function withSection(
  markdown: string,
  [start, end]: readonly [string, string],
  heading: string,
  table: string,
): string {
  const from = markdown.indexOf(start);
  const to = markdown.indexOf(end);
  if (from === -1 || to < from) {
    return `${markdown.trimEnd()}\n\n### ${heading}\n\n${start}\n${table}\n${end}\n`;
  }
  return `${markdown.slice(0, from + start.length)}\n${table}\n${markdown.slice(to)}`;
}
