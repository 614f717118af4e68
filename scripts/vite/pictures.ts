/**
 * The site's one image pipeline: `import art from './x.svg?picture'` (or a `.jpg`, `.png`, `.webp`) gives AVIF and
 * WebP at the widths the picture is shown at, with its width and height, for the `Picture` component. The files are
 * made with sharp into a cache and handed to Vite as ordinary assets, so they are hashed and served like any other.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

const QUERY = '?picture';

/** 1x and 2x of the largest box a section shows a picture in (split.module.css: half of 72rem, or a phone's width). */
export const PICTURE_WIDTHS = [560, 1120] as const;

export const PICTURE_FORMATS = [
  { format: 'avif', type: 'image/avif', options: { quality: 55, effort: 4 } },
  { format: 'webp', type: 'image/webp', options: { quality: 78 } },
] as const;

export type PictureFile = { file: string; width: number; format: (typeof PICTURE_FORMATS)[number]['format'] };

/** Writes each format at each width (never wider than the source, for a photo) into `cacheDir`; returns the files. */
export async function makePicture(source: string, cacheDir: string) {
  const input = await readFile(source);
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 10);
  // A drawing is rendered at the density each width needs; a photo is only ever scaled down.
  const vector = extname(source) === '.svg';
  const { width: natural = 1, height: naturalHeight = 1 } = await sharp(input).metadata();
  const widths: number[] = vector ? [...PICTURE_WIDTHS] : PICTURE_WIDTHS.filter((width) => width <= natural);
  if (widths.length === 0) widths.push(natural);
  // A folder per version of the source: the file names stay short (Vite adds its own hash), a change makes new files.
  const dir = join(cacheDir, hash);
  await mkdir(dir, { recursive: true });
  const files: PictureFile[] = [];
  for (const width of widths)
    for (const { format, options } of PICTURE_FORMATS) {
      const file = join(dir, `${basename(source, extname(source))}-${width}.${format}`);
      if (!existsSync(file)) {
        const image = vector ? sharp(input, { density: (72 * width) / natural }) : sharp(input);
        await writeFile(file, await image.resize({ width }).toFormat(format, options).toBuffer());
      }
      files.push({ file, width, format });
    }
  return { width: natural, height: naturalHeight, files };
}

/** The module an import with `?picture` becomes: each file an asset import, the picture's box and its sources. */
export function pictureModule({ width, height, files }: Awaited<ReturnType<typeof makePicture>>): string {
  // Always a file, never a data URL in the section's script: a small drawing would otherwise be inlined by Vite.
  const imports = files.map(
    ({ file }, index) => `import f${index} from ${JSON.stringify(`${file}?no-inline`)};`,
  );
  const sources = PICTURE_FORMATS.map(({ format, type }) => {
    const set = files.flatMap(({ format: f, width: w }, index) =>
      f === format ? [`\${f${index}} ${w}w`] : [],
    );
    return `{ type: ${JSON.stringify(type)}, srcSet: \`${set.join(', ')}\` }`;
  });
  const fallback = files.findIndex(({ format }) => format === 'webp');
  return [
    ...imports,
    `export default { width: ${width}, height: ${height}, src: f${fallback}, sources: [${sources.join(', ')}] };`,
  ].join('\n');
}

export function pictures(cacheDir = resolve('node_modules/.cache/labsight-pictures')): Plugin {
  return {
    name: 'labsight:pictures',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(QUERY)) return undefined;
      const source = id.slice(0, -QUERY.length);
      this.addWatchFile(source);
      return pictureModule(await makePicture(source, cacheDir));
    },
  };
}
