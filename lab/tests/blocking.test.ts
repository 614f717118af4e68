import { describe, expect, it } from 'vitest';
import { blockingAfter, blockingRow, blockingTable, type BlockingResults } from '../lib/blocking.ts';

const task = (startTime: number, duration: number) => ({ startTime, duration });

describe("the main thread's blocking time, as the page reports it", () => {
  it('counts the part past 50 ms of each long task from the first paint on, as TBT does', () => {
    const run = blockingAfter([task(100, 300), task(500, 120), task(900, 51), task(1200, 80)], 400);
    expect(run.blockingMs).toBe(70 + 1 + 30);
    expect(run.longestMs).toBe(120);
    expect(run.tasks).toHaveLength(3);
  });

  it('is nothing when no long task came after the first paint', () => {
    expect(blockingAfter([task(10, 400)], 500)).toEqual({ blockingMs: 0, longestMs: 0, tasks: [] });
  });

  it('takes medians over rounds and holds each page to max(50 ms, 2x the floor)', () => {
    const runs = (...ms: number[]) =>
      ms.map((blockingMs) => ({ blockingMs, longestMs: blockingMs + 50, tasks: [] }));
    const low = blockingRow('/sl', 'sl', runs(10, 60, 40), 5);
    expect(low).toMatchObject({ blockingMs: 40, min: 10, max: 60, longestMs: 90, ratio: 8, met: true });
    expect(blockingRow('/sl', 'sl', runs(51, 51, 51), 5).met).toBe(false);
    // Against a floor of 40 ms, 80 ms is still within 2x.
    expect(blockingRow('/sl', 'sl', runs(80, 80, 80), 40).met).toBe(true);
    expect(blockingRow('/sl', 'sl', runs(81, 81, 81), 40).met).toBe(false);
    // A floor with no long task at all: no ratio, and the 50 ms still holds.
    expect(blockingRow('/sl', 'sl', runs(40, 40, 40), 0)).toMatchObject({ ratio: Number.NaN, met: true });
  });

  it("writes the docs table with each page's figures against the floor's", () => {
    const row = (page: string, lang: string, ms: number, floorMs: number) => ({
      ...blockingRow(page, lang, [{ blockingMs: ms, longestMs: ms + 50, tasks: [] }], floorMs),
      runs: [],
    });
    const results: BlockingResults = {
      cpu: 4,
      rounds: 1,
      load: [0.5, 0.7],
      floor: row('floor', '', 10, 10),
      site: [row('/sl', 'sl', 30, 10), row('/en/general', 'en', 120, 10)],
    };
    const table = blockingTable({
      ...results,
      date: '2026-11-25T10:00:00Z',
      command: 'npm run bench',
      cores: 2,
    });
    expect(table).toContain("At most max(50 ms, 2x the floor's) on 1 of 2 pages.");
    expect(table).toContain('| `/sl` | sl | 30 (30–30) | 3.00x | 80 | ok |');
    expect(table).toContain('| `/en/general` | en | 120 (120–120) | 12.00x | 170 | miss |');
    const noFloor = blockingTable({
      ...results,
      floor: row('floor', '', 0, 0),
      site: [row('/sl', 'sl', 30, 0)],
      date: '2026-11-25T10:00:00Z',
      command: 'npm run bench',
      cores: 2,
    });
    expect(noFloor).toContain('| `/sl` | sl | 30 (30–30) | – | 80 | ok |');
  });
});
