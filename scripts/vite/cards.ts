/** Link-preview cards (`og:image`): a PNG per page and language, laid out by satori, drawn by resvg at build time. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { LOGO, logoSvg } from '../../src/components/logo.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** WhatsApp shows no preview for a larger image. */
export const CARD_MAX_BYTES = 300 * 1024;

export type CardText = { brand: string; headline: string; tagline: string };
export type CardRequest = { page: string; language: string; text: CardText };
export type CardFont = { name: string; weight: 400 | 700; style: 'normal'; data: Buffer };
export type SiteCard = { page: string; language: string; fileName: string; png: Buffer };
export type GlyphContext = { language: string; label: string };

const FONT_FILES = {
  400: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  700: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
} as const;

/** Static TTFs: satori reads neither WOFF2 nor variable fonts. */
export async function loadCardFonts(): Promise<CardFont[]> {
  const require = createRequire(import.meta.url);
  return Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(require.resolve(FONT_FILES[weight])),
    })),
  );
}

/** The code points a TrueType/OpenType font maps to a glyph, from its `cmap` formats 4 and 12. */
function cmapCodePoints(font: Uint8Array): Set<number> {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = view.getUint16(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    if (view.getUint32(record) === 0x636d6170 /* 'cmap' */) cmap = view.getUint32(record + 8);
  }
  if (cmap < 0) throw new Error('the card font has no cmap table');
  const codePoints = new Set<number>();
  const subtables = view.getUint16(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const record = cmap + 4 + i * 8;
    const platform = view.getUint16(record);
    const encoding = view.getUint16(record + 2);
    // Unicode subtables only: platform 0, or Windows' BMP (1) and full-repertoire (10) encodings.
    if (platform !== 0 && !(platform === 3 && (encoding === 1 || encoding === 10))) continue;
    const table = cmap + view.getUint32(record + 4);
    const format = view.getUint16(table);
    if (format === 4) {
      const segments = view.getUint16(table + 6) / 2;
      const ends = table + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const end = view.getUint16(ends + s * 2);
        const start = view.getUint16(starts + s * 2);
        const delta = view.getUint16(deltas + s * 2);
        const rangeOffset = view.getUint16(rangeOffsets + s * 2);
        for (let code = start; code <= end && code !== 0xffff; code++) {
          let glyph: number;
          if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
          else {
            const index = view.getUint16(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
            glyph = index === 0 ? 0 : (index + delta) & 0xffff;
          }
          if (glyph !== 0) codePoints.add(code);
        }
      }
    } else if (format === 12) {
      const groups = view.getUint32(table + 12);
      for (let g = 0; g < groups; g++) {
        const group = table + 16 + g * 12;
        const start = view.getUint32(group);
        const end = view.getUint32(group + 4);
        const firstGlyph = view.getUint32(group + 8);
        for (let code = start; code <= end; code++)
          if (firstGlyph + (code - start) !== 0) codePoints.add(code);
      }
    }
  }
  return codePoints;
}

const coverage = new WeakMap<Uint8Array, Set<number>>();

/** Throws unless the font covers `text`: satori draws nothing for a missing glyph, so a card would ship with holes. */
export function assertGlyphs(text: string, where: GlyphContext, fontData: Uint8Array): void {
  let codePoints = coverage.get(fontData);
  if (!codePoints) coverage.set(fontData, (codePoints = cmapCodePoints(fontData)));
  for (const char of text) {
    if (/\s/u.test(char) || codePoints.has(char.codePointAt(0)!)) continue;
    const code = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    throw new Error(
      `${where.label} (${where.language}): "${text}" has "${char}" (U+${code}), which the card font lacks`,
    );
  }
}

type Style = Record<string, string | number>;
type CardNode = {
  type: string;
  key?: string;
  props: { style?: Style; children?: CardNode | CardNode[] | string; [key: string]: unknown };
};

const el = (type: string, style: Style, children?: CardNode | CardNode[] | string, props = {}): CardNode => ({
  type,
  props: { ...props, style, children },
});

/** The tokens' dark palette (--color-inverse-bg, -text, -muted) and the logo's two teals. */
const COLORS = {
  background: '#0f1c2a',
  text: '#f4f7fa',
  muted: '#b9c7d5',
  accent: LOGO.tile.fill,
  accentOnDark: LOGO.dot.fill,
};

const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** The lens alone, drawn large and faint behind the text. */
const LENS_OUTLINE = svgDataUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="5 10 22 12"><path d="${LOGO.lens.d}" fill="none" stroke="${COLORS.accentOnDark}" stroke-opacity="0.12" stroke-width="0.5" stroke-linejoin="round"/></svg>`,
);

const PADDING = { top: 64, side: 80, bottom: 78 };
const LOGO_SIZE = 72;
const TEXT_WIDTH = 960;
const RULE = { width: 96, height: 6, above: 34, below: 26 };
const HEADLINE_SIZES = [80, 72, 64, 56, 48];
const HEADLINE_LEADING = 1.12;
const TAGLINE = { size: 32, leading: 1.3, maxLines: 2 };
/** The least space between the brand row and the headline. */
const MIN_GAP = 40;

const headlineStyle = (size: number): Style => ({
  display: 'block',
  maxWidth: TEXT_WIDTH,
  fontSize: size,
  fontWeight: 700,
  lineHeight: HEADLINE_LEADING,
  letterSpacing: -size / 40,
});

const taglineStyle: Style = {
  display: 'block',
  maxWidth: TEXT_WIDTH,
  fontSize: TAGLINE.size,
  lineHeight: TAGLINE.leading,
  color: COLORS.muted,
};

type Fit = { headlineSize: number; headlineLines: number };

/** The largest headline size fitting the room the tagline leaves (all sizes laid out in one satori pass), else cut. */
async function fitHeadline({ headline, tagline }: CardText, fonts: CardFont[]): Promise<Fit> {
  const heights = new Map<string, number>();
  const measured = (key: string, style: Style, text: string): CardNode => ({
    type: 'div',
    key,
    props: { style, children: text },
  });
  await satori(
    el('div', { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', fontFamily: 'Inter' }, [
      ...HEADLINE_SIZES.map((size) => measured(String(size), headlineStyle(size), headline)),
      measured('tagline', taglineStyle, tagline),
    ]) as unknown as Parameters<typeof satori>[0],
    { width: CARD_WIDTH, fonts, onNodeDetected: (node) => heights.set(String(node.key), node.height) },
  );
  const lineHeight = (size: number) => size * HEADLINE_LEADING;
  const taglineLine = TAGLINE.size * TAGLINE.leading;
  const taglineLines = Math.min(TAGLINE.maxLines, Math.round((heights.get('tagline') ?? 0) / taglineLine));
  const room =
    CARD_HEIGHT -
    PADDING.top -
    PADDING.bottom -
    LOGO_SIZE -
    MIN_GAP -
    RULE.above -
    RULE.height -
    RULE.below -
    taglineLines * taglineLine;
  for (const size of HEADLINE_SIZES) {
    const lines = Math.round((heights.get(String(size)) ?? Infinity) / lineHeight(size));
    if (lines * lineHeight(size) <= room) return { headlineSize: size, headlineLines: lines };
  }
  const smallest = HEADLINE_SIZES.at(-1)!;
  return { headlineSize: smallest, headlineLines: Math.floor(room / lineHeight(smallest)) };
}

function cardLayout({ brand, headline, tagline }: CardText, { headlineSize, headlineLines }: Fit): CardNode {
  return el(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      position: 'relative',
      backgroundColor: COLORS.background,
      color: COLORS.text,
      fontFamily: 'Inter',
    },
    [
      el('img', { position: 'absolute', right: -150, top: 150, width: 720, height: 393 }, undefined, {
        src: LENS_OUTLINE,
        width: 720,
        height: 393,
      }),
      el('div', {
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        height: 14,
        backgroundColor: COLORS.accent,
      }),
      el(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: '100%',
          padding: `${PADDING.top}px ${PADDING.side}px ${PADDING.bottom}px`,
        },
        [
          el('div', { display: 'flex', alignItems: 'center' }, [
            el('img', { width: LOGO_SIZE, height: LOGO_SIZE }, undefined, {
              src: svgDataUrl(logoSvg(LOGO_SIZE)),
              width: LOGO_SIZE,
              height: LOGO_SIZE,
            }),
            el('div', { marginLeft: 22, fontSize: 40, fontWeight: 700, letterSpacing: -0.5 }, brand),
          ]),
          el('div', { display: 'flex', flexDirection: 'column' }, [
            el('div', { ...headlineStyle(headlineSize), lineClamp: headlineLines }, headline),
            el('div', {
              width: RULE.width,
              height: RULE.height,
              marginTop: RULE.above,
              marginBottom: RULE.below,
              backgroundColor: COLORS.accentOnDark,
            }),
            el('div', { ...taglineStyle, lineClamp: TAGLINE.maxLines }, tagline),
          ]),
        ],
      ),
    ],
  );
}

export async function renderCard(
  text: CardText,
  fonts: readonly CardFont[],
  where: GlyphContext = { label: 'card', language: 'unknown language' },
): Promise<Buffer> {
  // Composed form: the font has glyphs for č, not for c followed by a combining caron.
  const composed: CardText = {
    brand: text.brand.normalize('NFC'),
    headline: text.headline.normalize('NFC'),
    tagline: text.tagline.normalize('NFC'),
  };
  for (const value of Object.values(composed))
    for (const font of fonts) assertGlyphs(value, where, font.data);
  const satoriFonts = [...fonts];
  // satori's element type is React's; the object form is what JSX compiles to.
  const layout = cardLayout(composed, await fitHeadline(composed, satoriFonts));
  const svg = await satori(layout as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: satoriFonts,
  });
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.asPng();
}

export function cardSlug(page: string): string {
  const path = page.replace(/^\/+|\/+$/g, '');
  return path === '' ? 'home' : path.replace(/\//g, '-');
}

/** Every page's card in every language, each named by its content so a changed card gets a new address. */
export async function siteCards(
  requests: readonly CardRequest[],
  { maxBytes = CARD_MAX_BYTES } = {},
): Promise<SiteCard[]> {
  const fonts = await loadCardFonts();
  return Promise.all(
    requests.map(async ({ page, language, text }) => {
      const png = await renderCard(text, fonts, { label: `card for ${page}`, language });
      if (png.length > maxBytes) {
        throw new Error(
          `card for ${page} (${language}) is ${Math.ceil(png.length / 1024)} KB; link previews (WhatsApp) drop images over ${maxBytes / 1024} KB`,
        );
      }
      const hash = createHash('sha256').update(png).digest('hex').slice(0, 10);
      return { page, language, fileName: `assets/card-${cardSlug(page)}-${language}-${hash}.png`, png };
    }),
  );
}
