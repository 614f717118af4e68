-- The team's inbox (worker/team/): a status per request, and the audit log of what the team did with the requests.

-- new, then contacted or closed by the team. Existing rows start as new.
ALTER TABLE demo_requests ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'contacted', 'closed'));

-- The spam view and the spam clean-up (SPAM_RETENTION_DAYS) read flagged rows by when they were flagged.
CREATE INDEX demo_requests_spam_at ON demo_requests (spam_at) WHERE spam_at IS NOT NULL;

-- Accountability (GDPR Art. 5(2)): each export, erasure and status change, by whom and when. Kept for
-- AUDIT_RETENTION_MONTHS (src/features/demo-request/retention.ts), then deleted by the scheduled run. It names a
-- request by its id or counts rows; it never holds a visitor's address or any other field of a request.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- ISO 8601 in UTC, like demo_requests' timestamps.
  at TEXT NOT NULL,
  -- The team member's address from the Cloudflare Access token, or the terminal's user for `npm run leads`.
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  request_id TEXT,
  count INTEGER,
  -- The new status of a status change; nothing else.
  detail TEXT
);

CREATE INDEX audit_log_at ON audit_log (at);
