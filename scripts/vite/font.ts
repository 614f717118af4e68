/**
 * The site's one typeface, Inter (variable, from @fontsource-variable/inter), cut at build time to what the locales
 * write: Basic Latin, Latin-1, Latin Extended-A (č, š, ž) and the punctuation the copy uses, over the weights the
 * stylesheets use. It writes the two woff2 files and `fonts.css` into a cache that `@fonts` points to: their
 * `@font-face` rules and fallback faces, a local Arial scaled to Inter's metrics (as next/font does).
 *
 * `font-display: optional`, not `swap`: the scaled fallback matches Inter's lines on average, not glyph for glyph, and
 * a swap after the first paint still moved the header's and the hero's boxes (a layout shift of 0.00003 to 0.0025 per
 * page in Chromium). With `optional` the text waits at most ~100 ms for Inter and otherwise keeps the fallback for
 * that page view, so nothing moves; the next page has Inter from the cache.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

export const FONT_FAMILY = 'Inter Variable';
export const FALLBACK_FAMILY = 'Inter Fallback';
/** The range of `font-weight` in the stylesheets (400 body text to 800 headings). */
const WEIGHTS = { min: 400, max: 800 };

type Range = readonly [number, number];
const SUBSETS: readonly { name: string; file: string; ranges: readonly Range[] }[] = [
  {
    name: 'latin',
    file: 'inter-latin-wght-normal.woff2',
    // ASCII and Latin-1 (the no-break space with it); dashes, the non-breaking hyphen, quotes, ellipsis, guillemets; €.
    ranges: [
      [0x20, 0xff],
      [0x2010, 0x203a],
      [0x20ac, 0x20ac],
    ],
  },
  { name: 'latin-ext', file: 'inter-latin-ext-wght-normal.woff2', ranges: [[0x100, 0x17f]] },
];

const text = (ranges: readonly Range[]) =>
  ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');
const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = (ranges: readonly Range[]) =>
  ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');

/** A space and the lowercase letters, and how often each comes up in running English (as capsize weighs them). */
const LETTERS = ' abcdefghijklmnopqrstuvwxyz';
const FREQUENCY = [
  0.1818, 0.0668, 0.0122, 0.0228, 0.0348, 0.1039, 0.0182, 0.0165, 0.0499, 0.057, 0.0013, 0.0063, 0.0329,
  0.0197, 0.0552, 0.0614, 0.0158, 0.0008, 0.049, 0.0518, 0.0741, 0.0226, 0.008, 0.0193, 0.0012, 0.0162,
  0.0006,
];

/**
 * Arial's regular and bold faces, which the fallback scales (Liberation Sans has the same widths): their names for
 * `local()` and the advance widths of LETTERS per 1000 units. Inter is measured at the same weight.
 */
type FallbackSource = { weight: number; names: readonly string[]; widths: readonly number[] };

const ARIAL = [
  {
    weight: 400,
    names: ['Arial', 'Liberation Sans'],
    widths: [
      278, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278,
      556, 500, 722, 500, 500, 500,
    ],
  },
  {
    weight: 700,
    names: ['Arial Bold', 'Liberation Sans Bold'],
    widths: [
      278, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333,
      611, 556, 778, 556, 556, 500,
    ],
  },
] as const satisfies readonly FallbackSource[];

type Metrics = {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  lineGap: number;
  advance: (c: string) => number;
};

/** The few numbers a fallback needs, read from an sfnt's head, hhea, hmtx and cmap (format 4) tables. */
export function fontMetrics(sfnt: Buffer): Metrics {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tables = new Map<string, number>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const record = 12 + i * 16;
    tables.set(sfnt.toString('latin1', record, record + 4), view.getUint32(record + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`font: no ${tag} table`);
    return offset;
  };
  const hhea = table('hhea');
  const hmtx = table('hmtx');
  const cmap = table('cmap');
  const metricCount = view.getUint16(hhea + 34);
  let format4 = -1;
  for (let i = 0; i < view.getUint16(cmap + 2); i++) {
    const subtable = cmap + view.getUint32(cmap + 4 + i * 8 + 4);
    if (view.getUint16(subtable) === 4) format4 = subtable;
  }
  if (format4 < 0) throw new Error('font: no format 4 cmap');
  const segments = view.getUint16(format4 + 6) / 2;
  const glyphOf = (code: number) => {
    const ends = format4 + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const offsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      if (code > view.getUint16(ends + s * 2) || code < view.getUint16(starts + s * 2)) continue;
      const delta = view.getInt16(deltas + s * 2);
      const rangeOffset = view.getUint16(offsets + s * 2);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const at = offsets + s * 2 + rangeOffset + (code - view.getUint16(starts + s * 2)) * 2;
      const glyph = view.getUint16(at);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
  return {
    unitsPerEm: view.getUint16(table('head') + 18),
    ascender: view.getInt16(hhea + 4),
    descender: view.getInt16(hhea + 6),
    lineGap: view.getInt16(hhea + 8),
    advance: (c) => view.getUint16(hmtx + Math.min(glyphOf(c.codePointAt(0)!), metricCount - 1) * 4),
  };
}

/** A fallback face: Arial at `weight` scaled to Inter's average width there, with Inter's ascent, descent and gap. */
export function fallbackFace(metrics: Metrics, arial: FallbackSource): string {
  const average = (width: (index: number) => number) =>
    FREQUENCY.reduce((sum, weight, index) => sum + width(index) * weight, 0);
  const inter = average((index) => metrics.advance(LETTERS[index]!) / metrics.unitsPerEm);
  const sizeAdjust = inter / average((index) => arial.widths[index]! / 1000);
  const percent = (units: number) =>
    `${((Math.abs(units) / metrics.unitsPerEm / sizeAdjust) * 100).toFixed(2)}%`;
  const sources = arial.names.map((name) => `local('${name}')`).join(',');
  return (
    `@font-face{font-family:'${FALLBACK_FAMILY}';font-weight:${arial.weight};src:${sources};` +
    `size-adjust:${(sizeAdjust * 100).toFixed(2)}%;ascent-override:${percent(metrics.ascender)};` +
    `descent-override:${percent(metrics.descender)};line-gap-override:${percent(metrics.lineGap)}}`
  );
}

async function writeFonts(outDir: string) {
  const require = createRequire(import.meta.url);
  const files = join(dirname(require.resolve('@fontsource-variable/inter/package.json')), 'files');
  const rules: string[] = [];
  const fallbacks: string[] = [];
  await mkdir(outDir, { recursive: true });
  for (const { name, file, ranges } of SUBSETS) {
    const source = await readFile(join(files, file));
    const woff2 = await subsetFont(source, text(ranges), {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHTS },
    });
    // Vite adds the content's hash to the name it serves.
    const fileName = `inter-${name}.woff2`;
    await writeFile(join(outDir, fileName), woff2);
    if (name === 'latin')
      for (const arial of ARIAL) {
        const at = await subsetFont(source, LETTERS, {
          targetFormat: 'sfnt',
          variationAxes: { wght: arial.weight },
        });
        fallbacks.push(fallbackFace(fontMetrics(at), arial));
      }
    rules.push(
      `@font-face{font-family:'${FONT_FAMILY}';font-display:optional;font-weight:${WEIGHTS.min} ${WEIGHTS.max};` +
        `src:url('./${fileName}') format('woff2');unicode-range:${unicodeRange(ranges)}}`,
    );
  }
  await writeFile(join(outDir, 'fonts.css'), `${[...rules, ...fallbacks].join('\n')}\n`);
}

/** `import '@fonts/fonts.css'` brings the faces in; the files are made once per change of the package or this list. */
export function font(outDir = resolve('node_modules/.cache/labsight-font')): Plugin {
  return {
    name: 'labsight:font',
    async config() {
      await writeFonts(outDir);
      return { resolve: { alias: { '@fonts': outDir } } };
    },
  };
}
