import type { TFunction } from 'i18next';

/** A period as the notice states it: a count of one unit, worded through the locale's plural forms. */
export type Duration = { count: number; unit: 'minute' | 'hour' | 'day' | 'month' };

/** Literal keys, so the locale check sees each one used. */
const UNIT_TEXT = {
  minute: 'durations.minute',
  hour: 'durations.hour',
  day: 'durations.day',
  month: 'durations.month',
} as const satisfies Record<Duration['unit'], string>;

/** Whole hours when it divides into them, else minutes. */
export function durationOfMs(ms: number): Duration {
  return ms % 3_600_000 === 0
    ? { count: ms / 3_600_000, unit: 'hour' }
    : { count: ms / 60_000, unit: 'minute' };
}

/** "24 ur", "1 minuto": as the grammar of the sentence around it needs: the accusative, in Slovenian. */
export function formatDuration(t: TFunction<'privacy'>, { count, unit }: Duration): string {
  return t(UNIT_TEXT[unit], { count });
}
