import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { makePicture, PICTURE_FORMATS, PICTURE_WIDTHS, pictureModule } from '../../../scripts/vite/pictures';

let cache: string;
beforeEach(async () => (cache = await mkdtemp(join(tmpdir(), 'pictures-'))));
afterEach(() => rm(cache, { recursive: true, force: true }));

it('renders a drawing as AVIF and WebP at each width the site shows it, keeping its proportions', async () => {
  const picture = await makePicture('src/assets/art/clip-on.svg', cache);
  expect([picture.width, picture.height]).toEqual([560, 380]);
  expect(picture.files.map(({ width, format }) => `${format} ${width}`).sort()).toEqual(
    PICTURE_WIDTHS.flatMap((width) => PICTURE_FORMATS.map(({ format }) => `${format} ${width}`)).sort(),
  );
  for (const { file, width, format } of picture.files) {
    const made = await sharp(file).metadata();
    expect([made.format === 'heif' ? 'avif' : made.format, made.width]).toEqual([format, width]);
    expect(made.height).toBe(Math.round((width * 380) / 560));
  }
}, 60_000);

it('never scales a photograph up: a narrow one comes at the widths it has, or its own', async () => {
  const photo = join(cache, 'photo.png');
  const pixels = { width: 800, height: 600, channels: 3, background: '#0b6e6e' } as const;
  await sharp({ create: pixels }).png().toFile(photo);
  expect((await makePicture(photo, cache)).files.map(({ width }) => width)).toEqual([560, 560]);
  const tiny = join(cache, 'tiny.png');
  await sharp({ create: { ...pixels, width: 300, height: 200 } })
    .png()
    .toFile(tiny);
  expect((await makePicture(tiny, cache)).files.map(({ width }) => width)).toEqual([300, 300]);
}, 60_000);

it('hands each file to Vite as an asset, never inlined, and lists it in its format’s srcset, WebP the fallback', () => {
  const code = pictureModule({
    width: 560,
    height: 380,
    files: [
      { file: '/c/a-560.avif', width: 560, format: 'avif' },
      { file: '/c/a-560.webp', width: 560, format: 'webp' },
      { file: '/c/a-1120.avif', width: 1120, format: 'avif' },
      { file: '/c/a-1120.webp', width: 1120, format: 'webp' },
    ],
  });
  expect(code).toContain('import f0 from "/c/a-560.avif?no-inline";');
  expect(code).toContain('import f3 from "/c/a-1120.webp?no-inline";');
  expect(code).toContain('{ type: "image/avif", srcSet: `${f0} 560w, ${f2} 1120w` }');
  expect(code).toContain('{ type: "image/webp", srcSet: `${f1} 560w, ${f3} 1120w` }');
  expect(code).toContain('width: 560, height: 380, src: f1,');
});
