/** Home-screen icons drawn from the logo's data at build time, and the web app manifest that lists them. */
import { Resvg } from '@resvg/resvg-js';
import { LOGO, logoSvg } from '../../src/components/logo.ts';

/** The tokens' `--color-accent` (also index.html's theme-color) and `--color-bg`. */
export const THEME_COLOR = '#0b6e6e';
export const BACKGROUND_COLOR = '#ffffff';

export type IconFile = { fileName: string; source: Uint8Array };

const MANIFEST_ICONS = [
  { fileName: 'icon-192.png', size: 192 },
  { fileName: 'icon-512.png', size: 512 },
];

function iconPng(size: number, background?: string): Uint8Array {
  return new Resvg(logoSvg(size), { background, font: { loadSystemFonts: false } }).render().asPng();
}

export function iconFiles(): IconFile[] {
  return [
    // iOS shows transparent pixels black and rounds the corners itself: the tile's colour fills the square.
    { fileName: 'apple-touch-icon.png', source: iconPng(180, LOGO.tile.fill) },
    ...MANIFEST_ICONS.map(({ fileName, size }) => ({ fileName, source: iconPng(size) })),
  ];
}

export type ManifestOptions = {
  name: string;
  shortName: string;
  lang: string;
  themeColor: string;
  backgroundColor: string;
};

/**
 * `display: browser`: the site is pages to read and share, not an app, so a home-screen visit keeps the address bar
 * and back button (iOS gives a standalone page neither), and Chrome offers no install prompt.
 */
export function webManifest({ name, shortName, lang, themeColor, backgroundColor }: ManifestOptions): string {
  const manifest = {
    name,
    short_name: shortName,
    lang,
    start_url: '/',
    display: 'browser',
    theme_color: themeColor,
    background_color: backgroundColor,
    // Relative to the manifest's own address, so they follow the site's base path.
    icons: MANIFEST_ICONS.map(({ fileName, size }) => ({
      src: fileName,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
