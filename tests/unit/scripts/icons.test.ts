import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { LOGO, logoSvg } from '@/components/logo';
import { DEFAULT_LANGUAGE } from '@/languages';
import { BACKGROUND_COLOR, homeScreenFiles, THEME_COLOR } from '../../../scripts/vite/icons.ts';
import { pngPixels, pngSize } from '../../support/png.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const files = homeScreenFiles(root);
const png = (fileName: string) => files.find((file) => file.fileName === fileName)!.source as Uint8Array;
/** The alpha of every pixel. */
const alphas = (fileName: string) => [...pngPixels(png(fileName)).rgba].filter((_, i) => i % 4 === 3);

// That they are served (tests/e2e/hosting.spec.ts) and linked (tests/e2e/pages.spec.ts).
it('draws the Apple touch icon filled (iOS shows transparent pixels black), the others with rounded corners', () => {
  const sizes = { 'apple-touch-icon.png': 180, 'icon-192.png': 192, 'icon-512.png': 512 };
  expect(files.map(({ fileName }) => fileName)).toEqual([
    ...Object.keys(sizes),
    'favicon.svg',
    'manifest.webmanifest',
  ]);
  for (const [fileName, size] of Object.entries(sizes))
    expect(pngSize(png(fileName))).toEqual({ width: size, height: size });
  expect(new Set(alphas('apple-touch-icon.png'))).toEqual(new Set([255]));
  const corner = alphas('icon-192.png');
  expect([corner[0], corner[96 * 192 + 96]]).toEqual([0, 255]);
});

it('draws the favicon from the logo, as a file the pages link', () => {
  const favicon = files.find((file) => file.fileName === 'favicon.svg')!.source as string;
  expect(favicon).toBe(logoSvg(LOGO.viewBox));
  expect(fs.readFileSync(path.join(root, 'index.html'), 'utf8')).toContain(
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
  );
});

it('lists the manifest icons, in a browser display, in the default language, with the colours of the tokens', () => {
  const manifest = JSON.parse(files.at(-1)!.source as string);
  expect(manifest).toMatchObject({
    lang: DEFAULT_LANGUAGE,
    start_url: '/',
    display: 'browser',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [192, 512].map((size) => ({
      src: `icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  });
  const tokens = fs.readFileSync(path.join(root, 'src/styles/tokens.css'), 'utf8');
  expect(tokens).toContain(`--color-accent: ${THEME_COLOR};`);
  expect(tokens).toContain(`--color-bg: ${BACKGROUND_COLOR};`);
  expect(fs.readFileSync(path.join(root, 'index.html'), 'utf8')).toContain(
    `<meta name="theme-color" content="${THEME_COLOR}" />`,
  );
});
