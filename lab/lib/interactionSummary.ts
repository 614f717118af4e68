/** The interaction figures as pure functions: Event Timing entries to interactions, medians against the floor, tables. */
import { median } from './targets.ts';
import { FIELDS, type DemoRequestField } from '../../src/features/demo-request/contract.ts';

/** The observer's threshold: Chromium reports no event entry shorter than this, so an unreported one is at most it. */
export const DURATION_THRESHOLD_MS = 16;

export type EventTimingEntry = { name: string; interactionId: number; startTime: number; duration: number };

export type Interaction = { id: number; startTime: number; duration: number; events: string[] };

/** One per `interactionId` (0: none, e.g. a pointermove), as long as its longest event, as INP counts; by start. */
export function groupInteractions(entries: readonly EventTimingEntry[]): Interaction[] {
  const byId = new Map<number, Interaction>();
  for (const entry of entries) {
    if (entry.interactionId === 0) continue;
    const seen = byId.get(entry.interactionId);
    if (seen) {
      seen.duration = Math.max(seen.duration, entry.duration);
      seen.startTime = Math.min(seen.startTime, entry.startTime);
      seen.events.push(entry.name);
    } else {
      byId.set(entry.interactionId, {
        id: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        events: [entry.name],
      });
    }
  }
  return [...byId.values()].sort((a, b) => a.startTime - b.startTime);
}

/** The longest interaction started at or after `from`; none reported means all under the threshold, counted as it. */
export function worstInteraction(
  entries: readonly EventTimingEntry[],
  from: number,
): { inp: number; interactions: Interaction[] } {
  const interactions = groupInteractions(entries.filter((entry) => entry.startTime >= from));
  return {
    inp: Math.max(DURATION_THRESHOLD_MS, ...interactions.map((interaction) => interaction.duration)),
    interactions,
  };
}

/** The demo dialog's openers: the hero's button, the closing call to action's, and `/training`'s security one. */
export const OPENERS = ['hero', 'final', 'security'] as const;
export type Opener = (typeof OPENERS)[number];
export const CLOSES = ['escape', 'icon', 'backdrop'] as const;
export type Close = (typeof CLOSES)[number];

/**
 * A first tap after the reading time, or `at once` after the button is live; a key per field; a close per way; the
 * language switch in place (a spec route) or by a link to the other language's URL (a navigation).
 */
export type InteractionName =
  | `tap ${Opener}`
  | `tap ${Opener} at once`
  | `typing ${DemoRequestField}`
  | `close ${Close}`
  | 'switch'
  | 'switch by link';

/** In the order the tables list them. */
export const INTERACTIONS: readonly InteractionName[] = [
  ...OPENERS.flatMap((opener) => [`tap ${opener}`, `tap ${opener} at once`] as const),
  ...FIELDS.map((field) => `typing ${field}` as const),
  ...CLOSES.map((close) => `close ${close}` as const),
  'switch',
  'switch by link',
];

/** One round's figure for one interaction: its INP, and for a tap or a switch the time until it shows. */
export type InteractionRun = {
  inp: number | null;
  readyMs: number | null;
  /** Which frame after the pointerdown first showed it (1: the next); none across a navigation. */
  readyFrames?: number | null;
  /** Every interaction over the threshold, for results.json: which events took the time. */
  interactions?: Interaction[];
};
export type InteractionRound = Partial<Record<InteractionName, InteractionRun>>;

export function readyMeaning(name: InteractionName): string | null {
  if (name.startsWith('switch')) return 'other language shown';
  return name.startsWith('tap ') ? 'form ready' : null;
}

/**
 * The floor has one button, named the hero's, and its other language only behind a link: a tap is compared with its
 * tap at the same moment (after reading, or at once), the switch in place with its tap after reading, and the switch
 * by link with its own.
 */
const floorCounterpart = (name: InteractionName): InteractionName => {
  if (name === 'switch') return 'tap hero';
  if (name.startsWith('tap ')) return name.endsWith(' at once') ? 'tap hero at once' : 'tap hero';
  return name;
};

export type InteractionRow = {
  page: string;
  lang: string;
  interaction: InteractionName;
  inp: number;
  inpRatio: number;
  readyMs: number;
  readyFrames: number;
  /**
   * Frames against the floor's frames: a ready a few milliseconds after the tap is a frame or two, and a ratio of those
   * milliseconds is one of frame phases. A navigation has no frame count: its milliseconds against the floor's.
   */
  readyRatio: number;
  /** The rounds that measured it (a figure a round could not take is left out of the median). */
  rounds: number;
};

const medianOf = (
  rounds: readonly InteractionRound[],
  name: InteractionName,
  figure: 'inp' | 'readyMs' | 'readyFrames',
) => median(rounds.flatMap((round) => (round[name]?.[figure] == null ? [] : [round[name][figure]])));

/** Medians over rounds, each interaction against the floor's same figure (NaN where either side has none). */
export function summariseInteractions(
  floor: readonly InteractionRound[],
  pages: readonly { page: string; lang: string; rounds: readonly InteractionRound[] }[],
): { floor: InteractionRow[]; site: InteractionRow[] } {
  const row = (
    page: string,
    lang: string,
    rounds: readonly InteractionRound[],
    interaction: InteractionName,
  ): InteractionRow => {
    const counterpart = floorCounterpart(interaction);
    const inp = medianOf(rounds, interaction, 'inp');
    const readyMs = medianOf(rounds, interaction, 'readyMs');
    const readyFrames = medianOf(rounds, interaction, 'readyFrames');
    return {
      page,
      lang,
      interaction,
      inp,
      inpRatio: inp / medianOf(floor, counterpart, 'inp'),
      readyMs,
      readyFrames,
      readyRatio: Number.isNaN(readyFrames)
        ? readyMs / medianOf(floor, counterpart, 'readyMs')
        : readyFrames / medianOf(floor, counterpart, 'readyFrames'),
      rounds: rounds.filter((round) => round[interaction] !== undefined).length,
    };
  };
  const measured = (rounds: readonly InteractionRound[]) =>
    INTERACTIONS.filter((name) => rounds.some((round) => round[name] !== undefined));
  return {
    floor: measured(floor).map((name) => row('floor', '', floor, name)),
    site: pages.flatMap(({ page, lang, rounds }) =>
      measured(rounds).map((name) => row(page, lang, rounds, name)),
    ),
  };
}

const whole = (value: number) =>
  Number.isNaN(value)
    ? 'n/a'
    : value <= DURATION_THRESHOLD_MS
      ? `≤${DURATION_THRESHOLD_MS}`
      : String(Math.round(value));
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : 'n/a');
const frames = (row: InteractionRow) => (Number.isNaN(row.readyFrames) ? '' : `, ${row.readyFrames} fr`);
const readyFloorText = (row: InteractionRow) =>
  Number.isNaN(row.readyMs) ? 'n/a' : `${Math.round(row.readyMs)}${frames(row)}`;
const readyText = (row: InteractionRow) =>
  Number.isNaN(row.readyMs) ? 'n/a' : `${readyFloorText(row)} (${times(row.readyRatio)})`;

export type InteractionTableRun = {
  date: string;
  command: string;
  cpu: number;
  rounds: number;
  load: readonly [number, number];
  cores: number;
  emptyPageMs: number;
  floor: readonly InteractionRow[];
  site: readonly InteractionRow[];
};

/** The Markdown tables for docs/performance.md: per interaction and page, INP and then the time until ready, x the floor. */
export function interactionsTable(run: InteractionTableRun): string {
  const columns = run.site.filter(
    (row, index) =>
      run.site.findIndex((other) => other.page === row.page && other.lang === row.lang) === index,
  );
  const names = INTERACTIONS.filter((name) => run.site.some((row) => row.interaction === name));
  const find = (page: string, lang: string, name: InteractionName) =>
    run.site.find((row) => row.page === page && row.lang === lang && row.interaction === name);
  const floorOf = (name: InteractionName) =>
    run.floor.find((row) => row.interaction === floorCounterpart(name));
  const table = (
    rows: readonly InteractionName[],
    floorCell: (row: InteractionRow) => string,
    cell: (row: InteractionRow) => string,
  ) => [
    `| interaction | floor | ${columns.map((column) => `\`${column.page}\` ${column.lang}`).join(' | ')} |`,
    `|---|---|${columns.map(() => '---|').join('')}`,
    ...rows.map((name) => {
      const floor = floorOf(name);
      const cells = columns.map((column) => {
        const row = find(column.page, column.lang, name);
        return row ? cell(row) : '–';
      });
      return `| ${name} | ${floor ? floorCell(floor) : '–'} | ${cells.join(' | ')} |`;
    }),
  ];
  return [
    `\`${run.command}\`, ${run.date.slice(0, 10)}: CPU ${run.cpu}x, 412 px viewport, medians of ${run.rounds} rounds; ` +
      `${run.cores} cores, load average ${run.load[0].toFixed(1)} before and ${run.load[1].toFixed(1)} after. ` +
      `A tap on an empty page reaches its next frame in ${Math.round(run.emptyPageMs)} ms. ` +
      `≤${DURATION_THRESHOLD_MS}: under the Event Timing threshold. Every tap is compared with the floor's one button's, ` +
      'at the same moment, the switch in place with its tap after reading, and the switch by link with its own link ' +
      'to its page in the other language; n/a: no figure (a switch by link mostly has no INP in the page it leaves).',
    '',
    'INP in ms (x floor):',
    '',
    ...table(
      names,
      (row) => whole(row.inp),
      (row) => `${whole(row.inp)} (${times(row.inpRatio)})`,
    ),
    '',
    'From the tap until the form can take a key, or the page shows the other language: ms, the frame after the tap ' +
      "that shows it (1: the next), and that frame against the floor's; a switch by link is a navigation, which no " +
      "frame count spans, so its ms against the floor's:",
    '',
    ...table(
      names.filter((name) => readyMeaning(name) !== null),
      readyFloorText,
      readyText,
    ),
  ].join('\n');
}

/** The same figures for the bench's printed report. */
export function interactionLines(rows: {
  floor: readonly InteractionRow[];
  site: readonly InteractionRow[];
}): string[] {
  const pad = (value: string, width: number) => value.padEnd(width);
  const lpad = (value: string, width: number) => value.padStart(width);
  const line = (row: InteractionRow) =>
    `  ${pad(row.page, 14)}${pad(row.lang, 5)}${pad(row.interaction, 22)}${lpad(whole(row.inp), 7)}` +
    `${lpad(row.page === 'floor' ? '' : times(row.inpRatio), 8)}` +
    `${lpad(Number.isNaN(row.readyMs) ? '–' : String(Math.round(row.readyMs)), 9)}` +
    `${lpad(Number.isNaN(row.readyFrames) ? '–' : String(row.readyFrames), 7)}` +
    `${lpad(row.page === 'floor' || Number.isNaN(row.readyMs) ? '' : times(row.readyRatio), 8)}` +
    `${lpad(String(row.rounds), 7)}`;
  return [
    `  ${pad('page', 14)}${pad('lang', 5)}${pad('interaction', 22)}${lpad('INP', 7)}${lpad('/floor', 8)}${lpad('ready', 9)}${lpad('frames', 7)}${lpad('/floor', 8)}${lpad('rounds', 7)}`,
    ...rows.floor.map(line),
    ...rows.site.map(line),
  ];
}
