import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assertGlyphs,
  CARD_HEIGHT,
  CARD_MAX_BYTES,
  CARD_WIDTH,
  loadCardFonts,
  renderCard,
  siteCards,
  type CardFont,
  type CardText,
} from '../../../scripts/vite/cards.ts';
import { pngPixels, pngSize } from '../../support/png.ts';

/** Test data, not the site's copy. */
const TEXT: CardText = {
  brand: 'Testna znamka',
  headline: 'Preizkusni naslov za kartico povezave',
  tagline: 'Podnaslov, ki ga bere samo ta test',
};
const WHERE = { label: 'card for /test', language: 'qaa' };

/** The PNG's pixels as `#rrggbb`. */
function pixels(png: Uint8Array): (x: number, y: number) => string {
  const { width, rgba } = pngPixels(png);
  const hex = (byte: number) => byte.toString(16).padStart(2, '0');
  return (x, y) => `#${[0, 1, 2].map((i) => hex(rgba[(y * width + x) * 4 + i]!)).join('')}`;
}

/** A font holding nothing but one `cmap` subtable (Windows platform, the given encoding). */
function fontWithCmap(encoding: number, subtable: number[]): Uint8Array {
  const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
  const u32 = (n: number) => [...u16(n >>> 16), ...u16(n & 0xffff)];
  const cmap = [...u16(0), ...u16(1), ...u16(3), ...u16(encoding), ...u32(12), ...subtable];
  const tag = [...'cmap'].map((c) => c.charCodeAt(0));
  return Uint8Array.from([
    ...u32(0x00010000),
    ...u16(1),
    ...u16(16),
    ...u16(0),
    ...u16(0),
    ...tag,
    ...u32(0),
    ...u32(28),
    ...u32(cmap.length),
    ...cmap,
  ]);
}

describe('assertGlyphs', () => {
  let fonts: CardFont[];
  beforeAll(async () => {
    fonts = await loadCardFonts();
  });

  it('passes Slovenian letters, in both weights the card uses', () => {
    expect(fonts.map((font) => font.weight).sort()).toEqual([400, 700]);
    for (const font of fonts) expect(() => assertGlyphs('č š ž Č Š Ž', WHERE, font.data)).not.toThrow();
  });

  // Inter covers Latin (đ, ł too), Greek and Cyrillic, but no CJK ideographs and no Devanagari.
  it.each([
    ['Tokio 東京', '東', 'U+6771'],
    ['नमस्ते', 'न', 'U+0928'],
  ])('names the string, the language and the character Inter lacks: %s', (text, char, code) => {
    expect(() => assertGlyphs(text, WHERE, fonts[1]!.data)).toThrow(
      `card for /test (qaa): "${text}" has "${char}" (${code}), which the card font lacks`,
    );
  });

  it('reads a format 4 subtable: delta-mapped and array-mapped ranges, and a zero glyph as missing', () => {
    const u16s = (...values: number[]) => values.flatMap((n) => [(n >> 8) & 0xff, n & 0xff]);
    // Segments: a–c by delta, č–Ď through the glyph array (Ď maps to glyph 0), and the closing 0xFFFF.
    const font = fontWithCmap(
      1,
      u16s(
        4,
        0,
        0,
        6,
        0,
        0,
        0,
        ...[0x63, 0x10e, 0xffff],
        0,
        ...[0x61, 0x10d, 0xffff],
        ...[(1 - 0x61) & 0xffff, 0, 1],
        ...[0, 4, 0],
        ...[5, 0],
      ),
    );
    expect(() => assertGlyphs('abc č', WHERE, font)).not.toThrow();
    expect(() => assertGlyphs('Ď', WHERE, font)).toThrow('"Ď" (U+010E)');
    expect(() => assertGlyphs('d', WHERE, font)).toThrow('"d" (U+0064)');
  });

  it('reads a format 12 subtable, beyond the Basic Multilingual Plane', () => {
    const u32s = (...values: number[]) =>
      values.flatMap((n) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]);
    const font = fontWithCmap(10, [0, 12, 0, 0, ...u32s(28, 0, 1, 0x1f600, 0x1f601, 7)]);
    expect(() => assertGlyphs('😀😁', WHERE, font)).not.toThrow();
    expect(() => assertGlyphs('😂', WHERE, font)).toThrow('"😂" (U+1F602)');
  });
});

describe('renderCard', () => {
  it('draws a 1200×630 PNG within the preview limit', async () => {
    const png = await renderCard(TEXT, await loadCardFonts());
    expect(pngSize(png)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
    expect(CARD_MAX_BYTES).toBe(300 * 1024);
    expect(png.length).toBeLessThanOrEqual(CARD_MAX_BYTES);
  });

  it('refuses, before drawing, text the font cannot show', async () => {
    await expect(
      renderCard({ ...TEXT, tagline: 'Podnaslov 中' }, await loadCardFonts(), WHERE),
    ).rejects.toThrow('card for /test (qaa): "Podnaslov 中" has "中" (U+4E2D)');
  });

  it('keeps a very long headline and tagline clear of the bottom margin and the accent band', async () => {
    const long = { ...TEXT, headline: `${TEXT.headline} `.repeat(8), tagline: `${TEXT.tagline} `.repeat(6) };
    const pixel = pixels(await renderCard(long, await loadCardFonts()));
    const colours = (rows: number[]) =>
      new Set(rows.flatMap((y) => Array.from({ length: CARD_WIDTH }, (_, x) => pixel(x, y))));
    const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
    // The site's inverse background, then its accent.
    expect(colours(range(CARD_HEIGHT - 72, CARD_HEIGHT - 16))).toEqual(new Set(['#0f1c2a']));
    expect(colours(range(CARD_HEIGHT - 12, CARD_HEIGHT))).toEqual(new Set(['#0b6e6e']));
  });
});

describe('siteCards', () => {
  it('names each card by page, language and a hash of its PNG', async () => {
    const cards = await siteCards([
      { page: '/', language: 'sl', text: TEXT },
      { page: '/general', language: 'en', text: TEXT },
      { page: '/general', language: 'sl', text: { ...TEXT, headline: `${TEXT.headline}!` } },
    ]);
    expect(cards.map(({ page, language }) => [page, language])).toEqual([
      ['/', 'sl'],
      ['/general', 'en'],
      ['/general', 'sl'],
    ]);
    for (const { fileName, png } of cards) {
      const hash = createHash('sha256').update(png).digest('hex').slice(0, 10);
      expect(fileName).toMatch(new RegExp(`^assets/card-(home|general)-(sl|en)-${hash}\\.png$`));
      expect(pngSize(png)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
    }
    expect(cards[0]!.fileName).toMatch(/^assets\/card-home-sl-/);
    expect(cards[1]!.fileName).toMatch(/^assets\/card-general-en-/);
    const hashOf = (fileName: string) => fileName.slice(-14, -4);
    expect(hashOf(cards[2]!.fileName)).not.toBe(hashOf(cards[1]!.fileName));
  });

  it('names the page and language whose text the font cannot show', async () => {
    await expect(
      siteCards([{ page: '/general', language: 'qaa', text: { ...TEXT, headline: 'Naslov 東京' } }]),
    ).rejects.toThrow('card for /general (qaa): "Naslov 東京" has "東" (U+6771), which the card font lacks');
  });

  it('fails, naming the card, when a PNG is over the size limit', async () => {
    await expect(
      siteCards([{ page: '/privacy', language: 'en', text: TEXT }], { maxBytes: 1024 }),
    ).rejects.toThrow(/card for \/privacy \(en\) is \d+ KB/);
  });
});
