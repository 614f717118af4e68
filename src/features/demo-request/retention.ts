/**
 * How long each kind of record is kept: the privacy notice states these, and the worker's scheduled run deletes what
 * is older. Plain data, so the site, the worker and the scripts read the same numbers.
 */

/** In months: a demo request, from its arrival. */
export const DEMO_REQUEST_RETENTION_MONTHS = 12;

/** In days: a request flagged as spam (by the honeypot or by the team), from its flagging; never past the months above. */
export const SPAM_RETENTION_DAYS = 30;

/**
 * In months: the team's audit log (who exported, erased or changed what, and when). Long enough to answer for an
 * erasure or an export after the request itself is gone; it holds the team's addresses, never a visitor's.
 */
export const AUDIT_RETENTION_MONTHS = 24;

/**
 * D1's Time Travel keeps every state of the database restorable for a window set by the Cloudflare plan: 7 days on
 * Workers Free, 30 on Workers Paid. A deleted row is gone for good only after it.
 */
export const TIME_TRAVEL_DAYS_BY_PLAN = { free: 7, paid: 30 } as const;
export type TimeTravelDays = (typeof TIME_TRAVEL_DAYS_BY_PLAN)[keyof typeof TIME_TRAVEL_DAYS_BY_PLAN];

/** The setting naming the plan's window (`7` or `30`), read by the build for the notice and by `npm run leads`. */
export const TIME_TRAVEL_SETTING = 'VITE_D1_TIME_TRAVEL_DAYS';

/**
 * The configured window. Unset, the longer one: a notice that names more days than the plan keeps still holds, one
 * that names fewer would not.
 */
export function timeTravelDays(env: Record<string, string | boolean | undefined>): TimeTravelDays {
  const value = env[TIME_TRAVEL_SETTING];
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return TIME_TRAVEL_DAYS_BY_PLAN.paid;
  const days = Object.values(TIME_TRAVEL_DAYS_BY_PLAN).find((choice) => String(choice) === text);
  if (days === undefined)
    throw new Error(
      `${TIME_TRAVEL_SETTING} must be ${Object.values(TIME_TRAVEL_DAYS_BY_PLAN).join(' or ')} (the Cloudflare plan's D1 Time Travel window), got ${JSON.stringify(text)}`,
    );
  return days;
}
