/** The interaction figures as pure functions: Event Timing entries to interactions, medians against the floor, tables. */
import { median } from './budgets.ts';

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

export const INTERACTIONS = ['tap', 'typing', 'escape', 'switch'] as const;
export type InteractionName = (typeof INTERACTIONS)[number];

/** One round's figure for one interaction: its INP, and for a tap or a switch the time until it shows. */
export type InteractionRun = {
  inp: number | null;
  readyMs: number | null;
  /** Every interaction over the threshold, for results.json: which events took the time. */
  interactions?: Interaction[];
};
export type InteractionRound = Partial<Record<InteractionName, InteractionRun>>;

export const READY_MEANING: Record<InteractionName, string | null> = {
  tap: 'form ready',
  typing: null,
  escape: null,
  switch: 'other language shown',
};

/** The floor has no second language: a switch is compared with its tap. */
const FLOOR_COUNTERPART: Record<InteractionName, InteractionName> = {
  tap: 'tap',
  typing: 'typing',
  escape: 'escape',
  switch: 'tap',
};

export type InteractionRow = {
  page: string;
  lang: string;
  interaction: InteractionName;
  inp: number;
  inpRatio: number;
  readyMs: number;
  readyRatio: number;
  /** The rounds that measured it (a figure a round could not take is left out of the median). */
  rounds: number;
};

const medianOf = (rounds: readonly InteractionRound[], name: InteractionName, figure: 'inp' | 'readyMs') =>
  median(rounds.flatMap((round) => (round[name]?.[figure] == null ? [] : [round[name][figure]])));

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
    const counterpart = FLOOR_COUNTERPART[interaction];
    const inp = medianOf(rounds, interaction, 'inp');
    const readyMs = medianOf(rounds, interaction, 'readyMs');
    return {
      page,
      lang,
      interaction,
      inp,
      inpRatio: inp / medianOf(floor, counterpart, 'inp'),
      readyMs,
      readyRatio: readyMs / medianOf(floor, counterpart, 'readyMs'),
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
const readyText = (row: InteractionRow) =>
  Number.isNaN(row.readyMs) ? '–' : `${Math.round(row.readyMs)} (${times(row.readyRatio)})`;

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

/** The Markdown table for docs/performance.md: per page and interaction, INP and time until ready, x the floor. */
export function interactionsTable(run: InteractionTableRun): string {
  const floorText = run.floor
    .map(
      (row) =>
        `${row.interaction} INP ${whole(row.inp)} ms${Number.isNaN(row.readyMs) ? '' : `, ready ${Math.round(row.readyMs)} ms`}`,
    )
    .join('; ');
  return [
    `\`${run.command}\`, ${run.date.slice(0, 10)}: CPU ${run.cpu}x, 412 px viewport, medians of ${run.rounds} rounds; ` +
      `${run.cores} cores, load average ${run.load[0].toFixed(1)} before and ${run.load[1].toFixed(1)} after. ` +
      `Floor: ${floorText}. A tap on an empty page reaches its next frame in ${Math.round(run.emptyPageMs)} ms. ` +
      `≤${DURATION_THRESHOLD_MS}: under the Event Timing threshold; a switch is compared with the floor's tap.`,
    '',
    '| page | lang | interaction | INP ms | INP x floor | ready ms (x floor) |',
    '|---|---|---|---|---|---|',
    ...run.site.map(
      (row) =>
        `| \`${row.page}\` | ${row.lang} | ${row.interaction} | ${whole(row.inp)} | ${times(row.inpRatio)} | ${readyText(row)} |`,
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
    `  ${pad(row.page, 14)}${pad(row.lang, 5)}${pad(row.interaction, 8)}${lpad(whole(row.inp), 7)}` +
    `${lpad(row.page === 'floor' ? '' : times(row.inpRatio), 8)}` +
    `${lpad(Number.isNaN(row.readyMs) ? '–' : String(Math.round(row.readyMs)), 9)}` +
    `${lpad(row.page === 'floor' || Number.isNaN(row.readyMs) ? '' : times(row.readyRatio), 8)}` +
    `${lpad(String(row.rounds), 7)}`;
  return [
    `  ${pad('page', 14)}${pad('lang', 5)}${pad('action', 8)}${lpad('INP', 7)}${lpad('/floor', 8)}${lpad('ready', 9)}${lpad('/floor', 8)}${lpad('rounds', 7)}`,
    ...rows.floor.map(line),
    ...rows.site.map(line),
  ];
}
