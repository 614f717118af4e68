/** In months: the privacy notice states it, and the worker's scheduled run deletes older requests. */
export const DEMO_REQUEST_RETENTION_MONTHS = 12;

/** In days: a request the honeypot caught is deleted sooner than a real one; the notice states it. */
export const SPAM_RETENTION_DAYS = 30;

/** In months: how long the team inbox's audit record (who exported, erased or changed what) is kept. */
export const AUDIT_RETENTION_MONTHS = 24;

/** D1 Time Travel's window by Cloudflare plan: a deleted row stays restorable this many days. */
export const TIME_TRAVEL_PLAN_DAYS = { free: 7, paid: 30 } as const;

export const TIME_TRAVEL_DAYS_VARIABLE = 'VITE_D1_TIME_TRAVEL_DAYS';

/** The configured window (`VITE_D1_TIME_TRAVEL_DAYS`): unset is the free plan's, anything but a plan's window fails. */
export function timeTravelDays(value: string | null): number {
  if (value === null) return TIME_TRAVEL_PLAN_DAYS.free;
  const windows: readonly number[] = Object.values(TIME_TRAVEL_PLAN_DAYS);
  const days = Number(value);
  if (!windows.includes(days))
    throw new Error(
      `${TIME_TRAVEL_DAYS_VARIABLE} must be ${windows.join(' or ')} (D1 Time Travel on the free or the paid plan), got ${JSON.stringify(value)}`,
    );
  return days;
}
