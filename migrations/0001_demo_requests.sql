-- Demo requests: one row per request the dialog sent, kept for DEMO_REQUEST_RETENTION_MONTHS
-- (src/features/demo-request/retention.ts), then deleted by the worker's scheduled run.
CREATE TABLE demo_requests (
  id TEXT PRIMARY KEY NOT NULL,
  -- Made by the dialog once per request and reused on every retry of it: a retry that arrives twice is stored once.
  idempotency_key TEXT NOT NULL,
  -- SHA-256 of the request's content, so a repeated key with other content is told apart (409).
  content_hash TEXT NOT NULL,
  variant TEXT NOT NULL CHECK (variant IN ('training', 'general')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL,
  message TEXT NOT NULL,
  language TEXT NOT NULL,
  page TEXT NOT NULL,
  -- The privacy notice's version the visitor saw (src/features/privacy/noticeVersion.ts).
  notice_version TEXT NOT NULL,
  -- Timestamps are ISO 8601 in UTC (Date.prototype.toISOString), so they sort and compare as text.
  received_at TEXT NOT NULL,
  notified_at TEXT,
  -- Set when the honeypot was filled: kept and answered like any other request, never emailed, recoverable.
  spam_at TEXT,
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  notify_error TEXT
);

CREATE UNIQUE INDEX demo_requests_idempotency_key ON demo_requests (idempotency_key);
CREATE INDEX demo_requests_received_at ON demo_requests (received_at);
CREATE INDEX demo_requests_email ON demo_requests (email);
CREATE INDEX demo_requests_unnotified ON demo_requests (received_at) WHERE notified_at IS NULL AND spam_at IS NULL;
