import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  loadCardFonts,
  renderCard,
  siteCards,
  type CardText,
} from '../../../scripts/vite/cards.ts';
import { pngPixels, pngSize } from '../../support/png.ts';

/** Test data, not the site's copy; the Slovenian letters must pass the glyph check. */
const TEXT: CardText = {
  brand: 'Testna znamka',
  headline: 'Preizkusni naslov za kartico povezave',
  tagline: 'Podnaslov s črkami č š ž Č Š Ž',
};

it('draws a 1200×630 PNG within the preview limit, a very long text clear of the bottom margin and band', async () => {
  const long = { ...TEXT, headline: `${TEXT.headline} `.repeat(8), tagline: `${TEXT.tagline} `.repeat(6) };
  const png = await renderCard(long, await loadCardFonts());
  expect(pngSize(png)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
  expect(png.length).toBeLessThanOrEqual(300 * 1024);
  const { rgba } = pngPixels(png);
  const colours = (from: number, to: number) => {
    const pixels = Array.from({ length: (to - from) * CARD_WIDTH }, (_, i) => (from * CARD_WIDTH + i) * 4);
    return new Set(pixels.map((at) => Buffer.from(rgba.subarray(at, at + 3)).toString('hex')));
  };
  // The site's inverse background, then its accent.
  expect(colours(CARD_HEIGHT - 72, CARD_HEIGHT - 16)).toEqual(new Set(['0f1c2a']));
  expect(colours(CARD_HEIGHT - 12, CARD_HEIGHT)).toEqual(new Set(['0b6e6e']));
});

// Every built page's card in its head, by page and language: tests/e2e/pages.spec.ts.
it("names a card by its page, language and its PNG's hash, so a changed card gets a new address", async () => {
  const [card] = await siteCards([{ page: '/', language: 'sl', text: TEXT }]);
  const hash = createHash('sha256').update(card!.png).digest('hex').slice(0, 10);
  expect(card!.fileName).toBe(`assets/card-home-sl-${hash}.png`);
});

// Inter covers Latin (đ, ł too), Greek and Cyrillic, but no CJK ideographs and no Devanagari.
it.each([
  [{ headline: 'Tokio 東京' }, '"Tokio 東京" has "東" (U+6771)'],
  [{ brand: 'नमस्ते' }, '"नमस्ते" has "न" (U+0928)'],
  [{ tagline: 'Podnaslov 😂' }, '"Podnaslov 😂" has "😂" (U+1F602)'],
])('fails on text the font lacks, naming page, language, string and character: %j', async (text, message) => {
  const cards = siteCards([{ page: '/general', language: 'qaa', text: { ...TEXT, ...text } }]);
  await expect(cards).rejects.toThrow(`card for /general (qaa): ${message}, which the card font lacks`);
});

it('fails, naming the card, when a PNG is over the size limit', async () => {
  const cards = siteCards([{ page: '/privacy', language: 'en', text: TEXT }], { maxBytes: 1024 });
  await expect(cards).rejects.toThrow(/card for \/privacy \(en\) is \d+ KB/);
});
