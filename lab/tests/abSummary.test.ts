import { describe, expect, it } from 'vitest';
import { abLines } from '../lib/abSummary.ts';

describe("the A/B's table", () => {
  it('gives each build its median and range, the change, and whether the ranges are apart', () => {
    const [head, rule, apart, overlapping] = abLines({
      '/sl tap hero INP': { base: [200, 240, 220], work: [150, 170, 160] },
      '/sl close escape INP': { base: [90, 120, 100], work: [100, 110, 95] },
    });
    expect(head).toContain('base ms');
    expect(rule).toMatch(/^\|---/);
    expect(apart).toBe('| /sl tap hero INP | 220 (200–240) | 160 (150–170) | -27% | yes |');
    expect(overlapping).toBe('| /sl close escape INP | 100 (90–120) | 100 (95–110) | 0% | no |');
  });

  it('says n/a where one build has no figure, and never calls that a difference', () => {
    const [, , row] = abLines({ '/en switch ready': { base: [80], work: [] } });
    expect(row).toBe('| /en switch ready | 80 (80–80) | n/a | n/a | too few rounds |');
  });

  it('calls no ranges apart on fewer than three rounds a side, where single points always are', () => {
    const [, , row] = abLines({ '/sl tap hero INP': { base: [200, 210], work: [100, 110] } });
    expect(row).toBe('| /sl tap hero INP | 205 (200–210) | 105 (100–110) | -49% | too few rounds |');
  });
});
