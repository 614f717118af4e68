/** How long a demo request is kept: the scheduled clean-up deletes older ones, and the privacy notice states it. */
export const DEMO_REQUEST_RETENTION_MONTHS = 12;
