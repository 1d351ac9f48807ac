-- Rate limits that hold across instances (issue #28): every limit (form submissions, contact form entries,
-- photo uploads, the embedded identity provider's sign-in and password pages) counts its hits here, so that
-- two instances behind a balancer share one budget instead of each granting its own
-- (http/shared-rate-limit.ts, docs/operations.md).
--
-- A fixed window per key, opened by the key's first hit: one upsert counts a hit and answers the count and
-- the window's end, atomically under concurrent hits (the row is locked by ON CONFLICT DO UPDATE). Keys are
-- a SHA-256 of the limiter's key (an address, a person, a username): bounded, and no personal data at rest.
-- Rows whose window ended are deleted by every instance about once a minute.
--
-- UNLOGGED: a counter that lives a minute needs no crash safety nor replication (a crash or a fail-over
-- starts the windows again), and its writes then cost no WAL.

CREATE UNLOGGED TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
