/** PNG files as the tests read them: the link-preview cards, the home-screen icons, the engines' screenshots. */
import { Resvg } from '@resvg/resvg-js';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the IHDR chunk; throws on anything that is not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const isPng =
    SIGNATURE.every((byte, i) => png[i] === byte) && String.fromCharCode(...png.subarray(12, 16)) === 'IHDR';
  if (!isPng) throw new Error('not a PNG file');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The RGBA bytes of every pixel, row by row, decoded by drawing the PNG 1:1 into an SVG. */
export function pngPixels(png: Uint8Array): { width: number; height: number; rgba: Uint8Array } {
  const { width, height } = pngSize(png);
  const href = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="${href}" width="${width}" height="${height}"/></svg>`;
  return { width, height, rgba: new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels };
}
