/** `npm run bench:content`'s figures as tables: the site against its content copy, and the native-dialog floor. */
import { INTERACTIONS } from './interactionSummary.ts';
import { median } from './targets.ts';

/** Within 1.15x the copy, or 16 ms of it where that is more (Event Timing rounds durations to 8 ms). */
export const COPY_RATIO = 1.15;
export const COPY_SLACK_MS = 16;
/** The "good" INP mark, held at the slowest CPU measured. */
export const GOOD_INP_MS = 200;

/** Per `cpu|page|figure` (`figure`: an interaction and `INP` or `ready`), each side's figures, round by round. */
export type ContentSamples = Map<string, Partial<Record<string, number[]>>>;

export const sampleKey = (cpu: number, page: string, figure: string): string => `${cpu}|${page}|${figure}`;

const mid = (values: readonly number[] | undefined): number | null =>
  values && values.length > 0 ? Math.round(median(values)) : null;

export function withinCopy(site: number, copy: number): boolean {
  // In whole percent, so that 1.15x 200 ms is 230 ms and not a hair under it.
  return site * 100 <= Math.max(Math.round(COPY_RATIO * 100) * copy, (copy + COPY_SLACK_MS) * 100);
}

export type ContentVerdict = { met: number; missed: string[] };

/**
 * One table per CPU slowdown: a row per interaction with a copy to compare, a column per page, each cell the site's
 * median over the copy's, the ratio, and a mark where a target is missed; the floor's median in its own column.
 */
export function contentTables(
  samples: ContentSamples,
  cpus: readonly number[],
  pages: readonly string[],
): { lines: string[]; verdict: ContentVerdict } {
  const slowest = Math.max(...cpus);
  const verdict: ContentVerdict = { met: 0, missed: [] };
  const lines: string[] = [];
  const figures = INTERACTIONS.flatMap((name) => [`${name} INP`, `${name} ready`]).filter((figure) =>
    cpus.some((cpu) => pages.some((page) => mid(samples.get(sampleKey(cpu, page, figure))?.copy) !== null)),
  );
  for (const cpu of cpus) {
    lines.push(
      `CPU ${cpu}x, ms, site / content copy (ratio); ✗ misses a target:`,
      '',
      `| interaction | native floor | ${pages.map((page) => `\`${page.split(' ')[0]}\` ${page.split(' ')[1] ?? ''}`).join(' | ')} |`,
      `|---|---|${pages.map(() => '---|').join('')}`,
    );
    for (const figure of figures) {
      const cells = pages.map((page) => {
        const entry = samples.get(sampleKey(cpu, page, figure));
        const [site, copy] = [mid(entry?.site), mid(entry?.copy)];
        if (site === null || copy === null) return '–';
        const slowInp = cpu === slowest && figure.endsWith('INP') && site >= GOOD_INP_MS;
        const ok = withinCopy(site, copy) && !slowInp;
        if (ok) verdict.met += 1;
        else verdict.missed.push(`${page} ${figure} at ${cpu}x: ${site} against ${copy}`);
        return `${site} / ${copy} (${(site / Math.max(copy, 1)).toFixed(2)}x)${ok ? '' : ' ✗'}`;
      });
      const floor = mid(samples.get(sampleKey(cpu, 'floor', figure))?.floor);
      lines.push(`| ${figure} | ${floor ?? '–'} | ${cells.join(' | ')} |`);
    }
    lines.push('');
  }
  return { lines, verdict };
}

/** What each design variant of the copy costs its open at `cpu` (INP / ready), beside the copy unchanged. */
export function designTable(
  samples: ContentSamples,
  cpu: number,
  pages: readonly string[],
  variants: readonly string[],
  counts: Readonly<Record<string, Readonly<Record<string, number>>>>,
): string[] {
  const lines = [
    `| page | elements (${variants.at(-1) ?? ''}) | copy | ${variants.join(' | ')} |`,
    `|---|---|---|${variants.map(() => '---|').join('')}`,
  ];
  for (const page of pages) {
    const entry = (figure: string) => samples.get(sampleKey(cpu, page, figure));
    const cell = (side: string) =>
      `${mid(entry('tap hero INP')?.[side]) ?? '–'} / ${mid(entry('tap hero ready')?.[side]) ?? '–'}`;
    const count = counts[page] ?? {};
    lines.push(
      `| ${page} | ${count.copy ?? '–'} (${count[variants.at(-1) ?? ''] ?? '–'}) | ${cell('copy')} | ${variants.map(cell).join(' | ')} |`,
    );
  }
  return lines;
}
