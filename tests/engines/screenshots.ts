/**
 * Screenshots that show what a visitor sees: stitched from viewport shots where an engine captures only the viewport
 * (WebDriver), and looked at before they are kept, so a black or cut-off capture fails the check that took it.
 */
import { Resvg } from '@resvg/resvg-js';
import { pngPixels } from '../support/png.ts';

/** A viewport shot taken with the page scrolled to `scrollY`; rows above `clearFrom` are covered by a sticky header. */
export type Shot = { png: Buffer; scrollY: number; clearFrom: number };

const image = (png: Buffer, width: number, height: number) =>
  `<image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/>`;

/**
 * The page as one PNG, `width` by `pageHeight`: each shot drawn where it sits on the page, from the first shot's top,
 * then each later shot without the header rows it repeats.
 */
export function stitch(
  shots: readonly Shot[],
  width: number,
  viewportHeight: number,
  pageHeight: number,
): Buffer {
  const parts = shots.map(({ png, scrollY, clearFrom }, index) => {
    const from = index === 0 ? 0 : clearFrom;
    const height = viewportHeight - from;
    return `<svg x="0" y="${scrollY + from}" width="${width}" height="${height}" viewBox="0 ${from} ${width} ${height}">${image(png, width, viewportHeight)}</svg>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${pageHeight}" viewBox="0 0 ${width} ${pageHeight}"><rect width="100%" height="100%" fill="#ff00ff"/>${parts.join('')}</svg>`;
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/**
 * What is wrong with a page's screenshot, in words: runs of rows that are all black (the window grown past what the
 * engine paints) or all magenta (a part of the page no shot covered). The site has no such colour over a full row.
 */
export function screenshotProblems(png: Buffer, minimumRun = 24): string[] {
  const { width, height, rgba: pixels } = pngPixels(png);
  const kinds = { black: [0, 0, 0], uncovered: [255, 0, 255] } as const;
  const problems: string[] = [];
  for (const [kind, [r, g, b]] of Object.entries(kinds)) {
    let run = 0;
    for (let y = 0; y <= height; y++) {
      let matching = y < height;
      for (let x = 0; matching && x < width; x += 4) {
        const at = (y * width + x) * 4;
        matching =
          Math.abs(pixels[at]! - r) < 8 &&
          Math.abs(pixels[at + 1]! - g) < 8 &&
          Math.abs(pixels[at + 2]! - b) < 8;
      }
      if (matching) run++;
      else {
        if (run >= minimumRun) problems.push(`${run} ${kind} rows ending at y=${y} of ${height}`);
        run = 0;
      }
    }
  }
  return problems;
}
