/** The favicon and home-screen icons drawn from the logo's data at build time, and the web app manifest. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { LOGO, logoSvg } from '../../src/components/logo.ts';
import { DEFAULT_LANGUAGE } from '../../src/languages.ts';
import { MANIFEST_FILE_NAME } from '../../src/webAppManifest.ts';

/** The tokens' `--color-accent` (also index.html's theme-color) and `--color-bg`. */
export const THEME_COLOR = '#0b6e6e';
export const BACKGROUND_COLOR = '#ffffff';

const iconPng = (size: number, background?: string): Uint8Array =>
  new Resvg(logoSvg(size), { background, font: { loadSystemFonts: false } }).render().asPng();

export function homeScreenFiles(root: string): { fileName: string; source: string | Uint8Array }[] {
  const common = JSON.parse(readFileSync(join(root, 'locales', DEFAULT_LANGUAGE, 'common.json'), 'utf8')) as {
    brand: { name: string };
  };
  const sizes = [192, 512];
  // `display: browser`: pages to read and share keep the address bar and back button, and no install prompt.
  const manifest = {
    name: common.brand.name,
    short_name: common.brand.name,
    lang: DEFAULT_LANGUAGE,
    start_url: '/',
    display: 'browser',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    // Relative to the manifest's own address, so they follow the site's base path.
    icons: sizes.map((size) => ({
      src: `icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
  return [
    // iOS shows transparent pixels black and rounds the corners itself: the tile's colour fills the square.
    { fileName: 'apple-touch-icon.png', source: iconPng(180, LOGO.tile.fill) },
    ...sizes.map((size) => ({ fileName: `icon-${size}.png`, source: iconPng(size) })),
    // A file, not a `data:` URL in every page: the tab's icon costs no bytes of the first round trip.
    { fileName: 'favicon.svg', source: logoSvg(LOGO.viewBox) },
    { fileName: MANIFEST_FILE_NAME, source: `${JSON.stringify(manifest, null, 2)}\n` },
  ];
}
