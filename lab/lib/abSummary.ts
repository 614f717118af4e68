/** The A/B's figures as a table: medians, ranges and the change, per page and figure. */
import { median } from './targets.ts';

/** Below this many figures a side, two ranges apart say nothing: one round's two points always are. */
const MIN_ROUNDS_APART = 3;

export type AbSamples = Record<string, { base: number[]; work: number[] }>;

const cell = (values: readonly number[]): string =>
  values.length === 0
    ? 'n/a'
    : `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

/**
 * A Markdown table, a row per figure. "apart" says whether the two builds' ranges do not overlap, the plainest sign a
 * difference is beyond the rounds' noise; a change within overlapping ranges needs more rounds before it counts.
 */
export function abLines(samples: AbSamples): string[] {
  const lines = [
    '| page and figure | base ms | work tree ms | change | ranges apart |',
    '|---|---|---|---|---|',
  ];
  for (const [figure, { base, work }] of Object.entries(samples)) {
    const change =
      base.length > 0 && work.length > 0 && median(base) > 0
        ? `${Math.round((median(work) / median(base) - 1) * 100)}%`
        : 'n/a';
    const apart =
      Math.min(base.length, work.length) < MIN_ROUNDS_APART
        ? 'too few rounds'
        : Math.max(...work) < Math.min(...base) || Math.min(...work) > Math.max(...base)
          ? 'yes'
          : 'no';
    lines.push(`| ${figure} | ${cell(base)} | ${cell(work)} | ${change} | ${apart} |`);
  }
  return lines;
}
