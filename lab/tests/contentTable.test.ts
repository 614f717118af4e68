import { describe, expect, it } from 'vitest';
import { contentTables, sampleKey, withinCopy, type ContentSamples } from '../lib/contentTable.ts';

describe('withinCopy', () => {
  it('allows 1.15x the copy, or 16 ms over it where that is more', () => {
    expect(withinCopy(230, 200)).toBe(true);
    expect(withinCopy(231, 200)).toBe(false);
    expect(withinCopy(56, 40)).toBe(true);
    expect(withinCopy(57, 40)).toBe(false);
  });
});

describe('contentTables', () => {
  const samples: ContentSamples = new Map([
    [sampleKey(4, '/en/general en', 'tap hero INP'), { site: [120, 128, 136], copy: [112, 120, 128] }],
    [sampleKey(4, 'floor', 'tap hero INP'), { floor: [72, 80, 88] }],
    [sampleKey(8, '/en/general en', 'tap hero INP'), { site: [300, 304, 310], copy: [220, 224, 230] }],
    [sampleKey(8, 'floor', 'tap hero INP'), { floor: [160] }],
    [sampleKey(4, '/en/general en', 'switch by link ready'), { site: [150] }],
  ]);

  it('puts the site over its copy per page, the floor beside, and marks a miss', () => {
    const { lines, verdict } = contentTables(samples, [4, 8], ['/en/general en']);
    expect(lines).toContain('| tap hero INP | 80 | 128 / 120 (1.07x) |');
    expect(lines).toContain('| tap hero INP | 160 | 304 / 224 (1.36x) ✗ |');
    expect(verdict).toEqual({ met: 1, missed: ['/en/general en tap hero INP at 8x: 304 against 224'] });
  });

  it('leaves out a figure no copy has, and holds INP at the slowest CPU under 200 ms', () => {
    const close: ContentSamples = new Map([
      [sampleKey(8, '/sl sl', 'close escape INP'), { site: [208], copy: [200] }],
    ]);
    const { lines, verdict } = contentTables(close, [8], ['/sl sl']);
    expect(lines.join('\n')).not.toContain('switch');
    expect(verdict.missed).toEqual(['/sl sl close escape INP at 8x: 208 against 200']);
  });
});
