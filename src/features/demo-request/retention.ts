/** In months: the privacy notice states it, and the worker's scheduled run deletes older requests. */
export const DEMO_REQUEST_RETENTION_MONTHS = 12;
