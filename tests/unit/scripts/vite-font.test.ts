import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import { expect, it } from 'vitest';
import { fallbackFace, fontMetrics } from '../../../scripts/vite/font';

const require = createRequire(import.meta.url);
const files = join(dirname(require.resolve('@fontsource-variable/inter/package.json')), 'files');
const inter = async (weight: number) =>
  fontMetrics(
    await subsetFont(
      await readFile(join(files, 'inter-latin-wght-normal.woff2')),
      ' abcdefghijklmnopqrstuvwxyz',
      {
        targetFormat: 'sfnt',
        variationAxes: { wght: weight },
      },
    ),
  );
/** A stand-in for Arial whose every advance is `width` thousandths of an em. */
const arial = (width: number) => ({
  weight: 400 as const,
  names: ['Arial'],
  widths: Array.from({ length: 27 }, () => width),
});
const sizeAdjustOf = (face: string) => Number(/size-adjust:([\d.]+)%/.exec(face)![1]) / 100;

it('reads Inter’s vertical metrics and advances from the font itself', async () => {
  const metrics = await inter(400);
  expect(metrics.unitsPerEm).toBe(2048);
  // Inter's line: an ascender of 0.97 em, a descender of 0.24 em, no line gap.
  expect(metrics.ascender / metrics.unitsPerEm).toBeCloseTo(0.969, 2);
  expect(metrics.descender / metrics.unitsPerEm).toBeCloseTo(-0.241, 2);
  expect(metrics.lineGap).toBe(0);
  // Bold letters are wider than regular ones, an m wider than an i.
  expect((await inter(700)).advance('n')).toBeGreaterThan(metrics.advance('n'));
  expect(metrics.advance('m')).toBeGreaterThan(metrics.advance('i'));
});

it('scales the fallback by the ratio of the average widths, and its ascent and descent by the same', async () => {
  const metrics = await inter(400);
  const face = fallbackFace(metrics, arial(500));
  const sizeAdjust = sizeAdjustOf(face);
  // Inter's average letter is about 0.47 em; a fallback half as wide is scaled twice as much.
  expect(sizeAdjust).toBeCloseTo(0.947, 2);
  expect(sizeAdjustOf(fallbackFace(metrics, arial(250)))).toBeCloseTo(sizeAdjust * 2, 2);
  const ascent = Number(/ascent-override:([\d.]+)%/.exec(face)![1]) / 100;
  expect(ascent).toBeCloseTo(metrics.ascender / metrics.unitsPerEm / sizeAdjust, 3);
  expect(face).toContain("font-family:'Inter Fallback';font-weight:400;src:local('Arial');");
  expect(face).toContain('line-gap-override:0.00%');
});
