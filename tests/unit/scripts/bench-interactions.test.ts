import { describe, expect, it } from 'vitest';
import { withSection } from '../../../scripts/bench/lib/docsTable.ts';
import {
  DURATION_THRESHOLD_MS,
  groupInteractions,
  interactionLines,
  interactionsTable,
  summariseInteractions,
  worstInteraction,
  type EventTimingEntry,
  type InteractionRound,
} from '../../../scripts/bench/lib/interactionSummary.ts';

const entry = (
  name: string,
  interactionId: number,
  startTime: number,
  duration: number,
): EventTimingEntry => ({
  name,
  interactionId,
  startTime,
  duration,
});

describe('groupInteractions', () => {
  it('makes one interaction per interactionId, as long as its longest event, in the order they started', () => {
    const interactions = groupInteractions([
      entry('keydown', 9, 500, 40),
      entry('pointerdown', 4, 100, 24),
      entry('click', 4, 110, 88),
      entry('pointerup', 4, 105, 32),
      entry('keyup', 9, 560, 64),
    ]);
    expect(interactions).toEqual([
      { id: 4, startTime: 100, duration: 88, events: ['pointerdown', 'click', 'pointerup'] },
      { id: 9, startTime: 500, duration: 64, events: ['keydown', 'keyup'] },
    ]);
  });

  it('leaves out events that are no interaction (interactionId 0)', () => {
    expect(groupInteractions([entry('pointermove', 0, 10, 200), entry('click', 3, 20, 40)])).toEqual([
      { id: 3, startTime: 20, duration: 40, events: ['click'] },
    ]);
  });
});

describe('worstInteraction', () => {
  it('takes the slowest interaction that started from the given time, ignoring earlier ones', () => {
    const entries = [
      entry('click', 1, 50, 400),
      entry('keydown', 2, 1000, 48),
      entry('keydown', 3, 1200, 120),
      entry('keyup', 3, 1300, 24),
    ];
    const worst = worstInteraction(entries, 900);
    expect(worst.inp).toBe(120);
    expect(worst.interactions.map((interaction) => interaction.id)).toEqual([2, 3]);
  });

  it('counts an interaction Chromium did not report as the threshold it stayed under', () => {
    expect(worstInteraction([entry('click', 1, 50, 400)], 100)).toEqual({
      inp: DURATION_THRESHOLD_MS,
      interactions: [],
    });
  });
});

const run = (inp: number | null, readyMs: number | null = null) => ({ inp, readyMs });

const floor: InteractionRound[] = [
  { tap: run(24, 10), typing: run(16), escape: run(16) },
  { tap: run(40, 30), typing: run(32), escape: run(16) },
  { tap: run(32, 20), typing: run(24), escape: run(24) },
];

describe('summariseInteractions', () => {
  const { floor: floorRows, site } = summariseInteractions(floor, [
    {
      page: '/general',
      lang: 'en',
      rounds: [
        { tap: run(96, 60), typing: run(48), escape: run(32), switch: run(160, 300) },
        { tap: run(64, 40), typing: run(72), escape: run(16), switch: run(128, 200) },
        { tap: run(80, 50), typing: run(64), escape: run(48), switch: run(null, 250) },
      ],
    },
  ]);

  it('gives each figure the median over the rounds and its ratio to the floor median of the same interaction', () => {
    const tap = site.find((row) => row.interaction === 'tap');
    expect(tap).toMatchObject({
      page: '/general',
      lang: 'en',
      inp: 80,
      inpRatio: 2.5,
      readyMs: 50,
      readyRatio: 2.5,
    });
    expect(site.find((row) => row.interaction === 'typing')).toMatchObject({ inp: 64, inpRatio: 64 / 24 });
  });

  it("compares the language switch with the floor's tap, which has no second language", () => {
    expect(site.find((row) => row.interaction === 'switch')).toMatchObject({
      inp: 144,
      inpRatio: 144 / 32,
      readyMs: 250,
      readyRatio: 250 / 20,
      rounds: 3,
    });
  });

  it('leaves a figure a round could not take out of the median (a link switch has no INP entry)', () => {
    expect(site.find((row) => row.interaction === 'switch')?.inp).toBe(144);
  });

  it('has no row for what the floor does not do, and no ready time for keys', () => {
    expect(floorRows.map((row) => row.interaction)).toEqual(['tap', 'typing', 'escape']);
    expect(Number.isNaN(site.find((row) => row.interaction === 'escape')?.readyMs)).toBe(true);
  });
});

describe('interactionsTable', () => {
  const rows = summariseInteractions(floor, [
    {
      page: '/sl/training',
      lang: 'sl',
      rounds: [{ tap: run(16, 20), typing: run(200), escape: run(16), switch: run(null, 400) }],
    },
  ]);
  const table = interactionsTable({
    date: '2026-11-24T05:00:00.000Z',
    command: 'npm run bench -- --interactions-only --interaction-runs=3',
    cpu: 4,
    rounds: 3,
    load: [0.5, 1.25],
    cores: 2,
    emptyPageMs: 8.4,
    floor: rows.floor,
    site: rows.site,
  });

  it('names the command, the slowdown and the harness share, so a reader can repeat and judge the run', () => {
    expect(table).toContain(
      '`npm run bench -- --interactions-only --interaction-runs=3`, 2026-11-24: CPU 4x',
    );
    expect(table).toContain('load average 0.5 before and 1.3 after');
    expect(table).toContain('Floor: tap INP 32 ms, ready 20 ms; typing INP 24 ms; escape INP ≤16 ms');
    expect(table).toContain('reaches its next frame in 8 ms');
  });

  it('has a row per page and interaction with INP, its ratio and the ready time against the floor', () => {
    expect(table).toContain('| `/sl/training` | sl | typing | 200 | 8.33x | – |');
    expect(table).toContain('| `/sl/training` | sl | tap | ≤16 | 0.50x | 20 (1.00x) |');
    expect(table).toContain('| `/sl/training` | sl | switch | n/a | n/a | 400 (20.00x) |');
  });

  it('prints the same rows in the report, the floor first', () => {
    const lines = interactionLines(rows);
    expect(lines[1]).toMatch(/^ {2}floor +tap +32 +20/);
    expect(lines.at(-1)).toMatch(/\/sl\/training +sl +switch +n\/a +n\/a +400 +20\.00x +1$/);
  });
});

describe('withSection', () => {
  const markers = ['<!-- bench:interactions-cpu-4 -->', '<!-- /bench:interactions-cpu-4 -->'] as const;

  it('appends the table under its heading the first time', () => {
    expect(withSection('# Performance\n', markers, 'Interactions at 4x CPU', 'T1')).toBe(
      '# Performance\n\n### Interactions at 4x CPU\n\n<!-- bench:interactions-cpu-4 -->\nT1\n<!-- /bench:interactions-cpu-4 -->\n',
    );
  });

  it('replaces only its own table afterwards', () => {
    const once = withSection('# Performance\n\nafter\n', markers, 'Interactions at 4x CPU', 'T1');
    const twice = withSection(`${once}\nmore\n`, markers, 'Interactions at 4x CPU', 'T2');
    expect(twice).toContain('\nT2\n');
    expect(twice).not.toContain('T1');
    expect(twice.endsWith('more\n')).toBe(true);
  });
});
