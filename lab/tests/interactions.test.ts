import { describe, expect, it } from 'vitest';
import { withSection } from '../lib/docsTable.ts';
import {
  DURATION_THRESHOLD_MS,
  groupInteractions,
  interactionLines,
  interactionsTable,
  summariseInteractions,
  worstInteraction,
  type EventTimingEntry,
  type InteractionRound,
} from '../lib/interactionSummary.ts';

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

const run = (inp: number | null, readyMs: number | null = null, readyFrames: number | null = null) => ({
  inp,
  readyMs,
  readyFrames,
});

const floor: InteractionRound[] = [
  {
    'tap hero': run(24, 10, 1),
    'tap hero at once': run(48, 8, 1),
    'typing name': run(16),
    'close escape': run(16),
    'switch by link': run(null, 200),
  },
  {
    'tap hero': run(40, 30, 2),
    'tap hero at once': run(56, 12, 1),
    'typing name': run(32),
    'close escape': run(16),
    'switch by link': run(null, 180),
  },
  {
    'tap hero': run(32, 20, 1),
    'tap hero at once': run(40, 10, 1),
    'typing name': run(24),
    'close escape': run(24),
    'switch by link': run(24, 220),
  },
];

describe('summariseInteractions', () => {
  const { floor: floorRows, site } = summariseInteractions(floor, [
    {
      page: '/general',
      lang: 'en',
      rounds: [
        {
          'tap hero': run(96, 60, 3),
          'tap final at once': run(120, 90, 4),
          'typing name': run(48),
          'close escape': run(32),
          switch: run(160, 300, 6),
        },
        {
          'tap hero': run(64, 40, 2),
          'tap final at once': run(100, 70, 3),
          'typing name': run(72),
          'close escape': run(16),
          switch: run(128, 200, 4),
        },
        {
          'tap hero': run(80, 50, 2),
          'tap final at once': run(110, 80, 3),
          'typing name': run(64),
          'close escape': run(48),
          switch: run(null, 250, 5),
        },
      ],
    },
  ]);
  const row = (interaction: string) => site.find((candidate) => candidate.interaction === interaction);

  it('gives each figure the median over the rounds and its ratio to the floor median of the same interaction', () => {
    expect(row('tap hero')).toMatchObject({
      page: '/general',
      lang: 'en',
      inp: 80,
      inpRatio: 2.5,
      readyMs: 50,
      readyFrames: 2,
    });
    expect(row('typing name')).toMatchObject({ inp: 64, inpRatio: 64 / 24 });
    expect(row('close escape')).toMatchObject({ inp: 32, inpRatio: 32 / 16 });
  });

  it("compares every opener's tap with the floor's one button's at the same moment, at once or after reading", () => {
    expect(row('tap final at once')).toMatchObject({
      inp: 110,
      inpRatio: 110 / 48,
      readyMs: 80,
      readyFrames: 3,
      readyRatio: 3,
    });
  });

  it("compares the time until ready in frames, the floor's median frame against the page's", () => {
    expect(row('tap hero')?.readyRatio).toBe(2);
  });

  it("compares the switch in place with the floor's tap: the floor changes language only by a link", () => {
    expect(row('switch')).toMatchObject({
      inp: 144,
      inpRatio: 144 / 32,
      readyMs: 250,
      readyFrames: 5,
      readyRatio: 5,
      rounds: 3,
    });
  });

  it('leaves a figure a round could not take out of the median (an interaction with no entry)', () => {
    expect(row('switch')?.inp).toBe(144);
  });

  it('lists the interactions in a fixed order, with no row for what was not measured and no ready time for keys', () => {
    expect(floorRows.map((floorRow) => floorRow.interaction)).toEqual([
      'tap hero',
      'tap hero at once',
      'typing name',
      'close escape',
      'switch by link',
    ]);
    expect(site.map((siteRow) => siteRow.interaction)).toEqual([
      'tap hero',
      'tap final at once',
      'typing name',
      'close escape',
      'switch',
    ]);
    expect(Number.isNaN(row('close escape')?.readyMs)).toBe(true);
  });
});

describe('interactionsTable', () => {
  const rows = summariseInteractions(floor, [
    {
      page: '/general',
      lang: 'en',
      rounds: [{ 'tap hero': run(64, 40, 2), 'typing name': run(48) }],
    },
    {
      page: '/sl/training',
      lang: 'sl',
      rounds: [
        {
          'tap hero': run(16, 20, 1),
          'tap security': run(96, 60, 3),
          'typing name': run(200),
          'close escape': run(16),
          'switch by link': run(null, 400),
        },
      ],
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
    expect(table).toContain('reaches its next frame in 8 ms');
  });

  it('has a column per page, the floor first, and a row per interaction with INP and its ratio', () => {
    expect(table).toContain('| interaction | floor | `/general` en | `/sl/training` sl |');
    expect(table).toContain('| tap hero | 32 | 64 (2.00x) | ≤16 (0.50x) |');
    expect(table).toContain('| tap security | 32 | – | 96 (3.00x) |');
    expect(table).toContain('| typing name | 24 | 48 (2.00x) | 200 (8.33x) |');
    expect(table).toContain('| close escape | ≤16 | – | ≤16 (1.00x) |');
    expect(table).toContain('| switch by link | 24 | – | n/a (n/a) |');
  });

  it('gives the time until ready for taps and switches only, in a table of its own, in ms and frames', () => {
    const ready = table.slice(table.indexOf('From the tap'));
    expect(ready).toContain('| tap hero | 20, 1 fr | 40, 2 fr (2.00x) | 20, 1 fr (1.00x) |');
    expect(ready).toContain('| tap security | 20, 1 fr | – | 60, 3 fr (3.00x) |');
    expect(ready).not.toContain('typing name');
  });

  it("compares a switch by link, a navigation with no frame count, in ms with the floor's own link", () => {
    const ready = table.slice(table.indexOf('From the tap'));
    expect(ready).toContain('| switch by link | 200 | – | 400 (2.00x) |');
  });

  it('prints the same rows in the report, the floor first', () => {
    const lines = interactionLines(rows);
    expect(lines[1]).toMatch(/^ {2}floor +tap hero +32 +20 +1 +3$/);
    expect(lines.at(-1)).toMatch(/\/sl\/training +sl +switch by link +n\/a +n\/a +400 +– +2\.00x +1$/);
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
