import { describe, expect, it } from 'vitest';
import { markLighthouse, markRepeatVisit, median, type LighthouseRun } from '../lib/targets.ts';

describe('markLighthouse', () => {
  const perfect: LighthouseRun = {
    scores: { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 },
    lcp: 1000,
    fcp: 1000,
    tbt: 0,
    cls: 0,
  };
  const misses = (run: LighthouseRun, floorLcp = 1000, floorFcp = 1000) =>
    Object.entries(markLighthouse(run, floorLcp, floorFcp))
      .filter(([, ok]) => !ok)
      .map(([name]) => name);

  it('accepts perfect scores, LCP at the floor and no layout shift', () => {
    expect(misses(perfect)).toEqual([]);
  });

  it('tolerates performance down to 0.98 but no lower', () => {
    expect(misses({ ...perfect, scores: { ...perfect.scores, performance: 0.98 } })).toEqual([]);
    expect(misses({ ...perfect, scores: { ...perfect.scores, performance: 0.97 } })).toEqual(['performance']);
  });

  it('wants the other categories at 1', () => {
    const scores = { performance: 1, accessibility: 0.99, 'best-practices': 0.96, seo: 0.9 };
    expect(misses({ ...perfect, scores })).toEqual(['accessibility', 'best-practices', 'seo']);
  });

  it('misses LCP over the floor and CLS of 0.01 or more', () => {
    expect(misses({ ...perfect, lcp: 1001, cls: 0.01 })).toEqual(['lcpRatio', 'cls']);
  });

  it('holds a prerendered language URL to 0.8x the floor LCP, and every page to the floor FCP', () => {
    expect(misses({ ...perfect, prerendered: true, lcp: 800 })).toEqual([]);
    expect(misses({ ...perfect, prerendered: true, lcp: 801 })).toEqual(['lcpRatio']);
    expect(misses({ ...perfect, fcp: 1001 })).toEqual(['fcpRatio']);
  });

  it('misses TBT over 50 ms, or over twice the floor', () => {
    const tbt = (site: number, floor: number) =>
      Object.entries(markLighthouse({ ...perfect, tbt: site }, 1000, 1000, floor))
        .filter(([, ok]) => !ok)
        .map(([name]) => name);
    expect(tbt(50, 25)).toEqual([]);
    expect(tbt(51, 100)).toEqual(['tbt']);
    expect(tbt(41, 20)).toEqual(['tbt']);
  });
});

describe('markRepeatVisit', () => {
  it('wants no geolocation request and no spinner', () => {
    expect(markRepeatVisit({ geoRequests: 0, spinnerSeen: false })).toEqual({
      geoRequests: true,
      spinner: true,
    });
    expect(markRepeatVisit({ geoRequests: 1, spinnerSeen: true })).toEqual({
      geoRequests: false,
      spinner: false,
    });
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
  });
});
