import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_COLOR, iconFiles, THEME_COLOR, webManifest } from '../../../scripts/vite/icons.ts';
import { pngPixels, pngSize } from '../../support/png.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** The alpha of every pixel. */
const alphas = (png: Uint8Array) => [...pngPixels(png).rgba].filter((_, i) => i % 4 === 3);

const icon = (fileName: string) => iconFiles().find((file) => file.fileName === fileName)?.source;

describe('iconFiles', () => {
  it('draws the Apple touch icon and the two manifest icons at their sizes', () => {
    expect(iconFiles().map(({ fileName, source }) => [fileName, pngSize(source)])).toEqual([
      ['apple-touch-icon.png', { width: 180, height: 180 }],
      ['icon-192.png', { width: 192, height: 192 }],
      ['icon-512.png', { width: 512, height: 512 }],
    ]);
  });

  it('fills the whole Apple touch icon, which iOS would show black where transparent', () => {
    expect(new Set(alphas(icon('apple-touch-icon.png')!))).toEqual(new Set([255]));
  });

  it("keeps the mark's rounded corners on the manifest icons", () => {
    const pixels = alphas(icon('icon-192.png')!);
    expect(pixels[0]).toBe(0);
    expect(pixels[96 * 192 + 96]).toBe(255);
  });
});

describe('webManifest', () => {
  const options = {
    name: 'Testno ime',
    shortName: 'Test',
    lang: 'qaa',
    themeColor: THEME_COLOR,
    backgroundColor: BACKGROUND_COLOR,
  };

  it('lists the names, language, colours and the manifest icons', () => {
    const manifest = JSON.parse(webManifest(options));
    expect(manifest).toMatchObject({
      name: 'Testno ime',
      short_name: 'Test',
      lang: 'qaa',
      start_url: '/',
      display: 'browser',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
    });
    expect(manifest.icons).toEqual([
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    ]);
  });

  it('lists only icons the build writes', () => {
    const written = iconFiles().map((file) => file.fileName);
    for (const { src } of JSON.parse(webManifest(options)).icons) expect(written).toContain(src);
  });
});

describe('the icon colours', () => {
  it("are the design tokens' accent and background, and index.html's theme colour", () => {
    const tokens = fs.readFileSync(path.join(root, 'src/styles/tokens.css'), 'utf8');
    const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
    expect(tokens).toContain(`--color-accent: ${THEME_COLOR};`);
    expect(tokens).toContain(`--color-bg: ${BACKGROUND_COLOR};`);
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
  });
});
