/**
 * How long a demo request is kept, in months: the privacy notice states it, and the worker's scheduled run deletes
 * older requests (worker/scheduled.ts).
 */
export const DEMO_REQUEST_RETENTION_MONTHS = 12;
