import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { screenshotProblems, stitch } from '../../engines/screenshots';
import { pngSize } from '../../support/png.ts';

/** A PNG of horizontal bands, each `[height, colour]`, top to bottom. */
function bands(width: number, rows: [number, string][]): Buffer {
  let y = 0;
  const rects = rows.map(([height, fill]) => {
    const rect = `<rect x="0" y="${y}" width="${width}" height="${height}" fill="${fill}"/>`;
    y += height;
    return rect;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${y}">${rects.join('')}</svg>`;
  return new Resvg(svg).render().asPng();
}

describe('screenshotProblems', () => {
  it('passes a page of the site’s colours, dark sections included', () => {
    expect(
      screenshotProblems(
        bands(200, [
          [100, '#ffffff'],
          [100, '#0f1c2a'],
          [100, '#f4f7fa'],
        ]),
      ),
    ).toEqual([]);
  });

  it('reports a black run, as WebKit paints a window grown past the first screens', () => {
    expect(
      screenshotProblems(
        bands(200, [
          [100, '#ffffff'],
          [300, '#000000'],
        ]),
      ),
    ).toEqual(['300 black rows ending at y=400 of 400']);
  });
});

describe('stitch', () => {
  it('puts each viewport shot where it sits on the page, without the sticky header it repeats', () => {
    // A 100 px viewport with a 20 px header over a 180 px page: shots at 0 and at 80.
    const first = bands(50, [
      [20, '#0b6e6e'],
      [80, '#ffffff'],
    ]);
    const second = bands(50, [
      [20, '#0b6e6e'],
      [80, '#e6edf3'],
    ]);
    const page = stitch(
      [
        { png: first, scrollY: 0, clearFrom: 20 },
        { png: second, scrollY: 80, clearFrom: 20 },
      ],
      50,
      100,
      180,
    );
    expect(pngSize(page)).toEqual({ width: 50, height: 180 });
    expect(screenshotProblems(page, 1)).toEqual([]);
    const pixels = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="50" height="180"><image width="50" height="180" href="data:image/png;base64,${page.toString('base64')}"/></svg>`,
    ).render().pixels;
    const at = (y: number) => [...pixels.subarray(y * 50 * 4, y * 50 * 4 + 3)];
    expect(at(10)).toEqual([0x0b, 0x6e, 0x6e]); // the header, once, at the top
    expect(at(90)).toEqual([0xff, 0xff, 0xff]); // the first shot's content, not the second's header
    expect(at(150)).toEqual([0xe6, 0xed, 0xf3]); // the second shot's content
  });
});
