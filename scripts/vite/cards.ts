/** Link-preview cards (`og:image`): a PNG per page and language, laid out by satori, drawn by resvg at build time. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import satori, { type SatoriOptions } from 'satori';
import { LOGO, logoSvg } from '../../src/components/logo.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** WhatsApp shows no preview for a larger image. */
const CARD_MAX_BYTES = 300 * 1024;

export type CardText = { brand: string; headline: string; tagline: string };
export type CardFont = { name: string; weight: 400 | 700; style: 'normal'; data: Buffer };

/** Static TTFs: satori reads neither WOFF2 nor variable fonts. */
export async function loadCardFonts(): Promise<CardFont[]> {
  const font = async (weight: 400 | 700, file: string): Promise<CardFont> => {
    const data = await readFile(
      createRequire(import.meta.url).resolve(`@expo-google-fonts/inter/${file}/Inter_${file}.ttf`),
    );
    return { name: 'Inter', weight, style: 'normal', data };
  };
  return Promise.all([font(400, '400Regular'), font(700, '700Bold')]);
}

type Style = Record<string, string | number>;
type CardNode = { type: string; key?: string; props: Record<string, unknown> };

const el = (type: string, style: Style, children?: CardNode | CardNode[] | string, props = {}): CardNode => ({
  type,
  props: { ...props, style, children },
});
const img = (src: string, width: number, height: number, style: Style = {}) =>
  el('img', { ...style, width, height }, undefined, { src, width, height });

/** The tokens' dark palette and the logo's two teals. */
const COLORS = {
  background: '#0f1c2a',
  text: '#f4f7fa',
  muted: '#b9c7d5',
  accent: LOGO.tile.fill,
  accentOnDark: LOGO.dot.fill,
};

const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

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
const MIN_GAP = 40;
const FIXED_HEIGHT =
  PADDING.top + PADDING.bottom + LOGO_SIZE + MIN_GAP + RULE.above + RULE.height + RULE.below;

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
const draw = (layout: CardNode, options: SatoriOptions) =>
  // satori's element type is React's; the object form is what JSX compiles to.
  satori(layout as unknown as Parameters<typeof satori>[0], options);

/** The largest headline size fitting the room the tagline leaves (one satori pass), else cut. */
async function fitHeadline({ headline, tagline }: CardText, options: SatoriOptions): Promise<Fit> {
  const heights = new Map<string, number>();
  const measured = (key: string, style: Style, text: string): CardNode => ({
    ...el('div', style, text),
    key,
  });
  await draw(
    el('div', { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', fontFamily: 'Inter' }, [
      ...HEADLINE_SIZES.map((size) => measured(String(size), headlineStyle(size), headline)),
      measured('tagline', taglineStyle, tagline),
    ]),
    { ...options, onNodeDetected: (node) => heights.set(String(node.key), node.height) },
  );
  const lineHeight = (size: number) => size * HEADLINE_LEADING;
  const taglineLine = TAGLINE.size * TAGLINE.leading;
  const taglineLines = Math.min(TAGLINE.maxLines, Math.round((heights.get('tagline') ?? 0) / taglineLine));
  const room = CARD_HEIGHT - FIXED_HEIGHT - taglineLines * taglineLine;
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
      img(LENS_OUTLINE, 720, 393, { position: 'absolute', right: -150, top: 150 }),
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
            img(svgDataUrl(logoSvg(LOGO_SIZE)), LOGO_SIZE, LOGO_SIZE),
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

export async function renderCard(text: CardText, fonts: CardFont[], where = 'card'): Promise<Buffer> {
  // Composed form: the font has glyphs for č, not for c followed by a combining caron.
  const composed: CardText = {
    brand: text.brand.normalize('NFC'),
    headline: text.headline.normalize('NFC'),
    tagline: text.tagline.normalize('NFC'),
  };
  const options: SatoriOptions = {
    width: CARD_WIDTH,
    fonts,
    // A character the fonts lack: satori would draw nothing for it.
    loadAdditionalAsset: (_, segment) => {
      const [char = ''] = segment;
      const code = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      const string = Object.values(composed).find((value) => value.includes(char));
      throw new Error(`${where}: "${string}" has "${char}" (U+${code}), which the card font lacks`);
    },
  };
  const layout = cardLayout(composed, await fitHeadline(composed, options));
  const svg = await draw(layout, { ...options, height: CARD_HEIGHT });
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.asPng();
}

/** Every page's card in every language, named by its content so a changed card gets a new address. */
export async function siteCards(
  requests: readonly { page: string; language: string; text: CardText }[],
  { maxBytes = CARD_MAX_BYTES } = {},
) {
  const fonts = await loadCardFonts();
  return Promise.all(
    requests.map(async ({ page, language, text }) => {
      const where = `card for ${page} (${language})`;
      const png = await renderCard(text, fonts, where);
      if (png.length > maxBytes) {
        throw new Error(
          `${where} is ${Math.ceil(png.length / 1024)} KB; link previews (WhatsApp) drop images over ${maxBytes / 1024} KB`,
        );
      }
      const hash = createHash('sha256').update(png).digest('hex').slice(0, 10);
      const slug = page.replace(/^\/+|\/+$/g, '').replace(/\//g, '-') || 'home';
      return { page, language, fileName: `assets/card-${slug}-${language}-${hash}.png`, png };
    }),
  );
}
