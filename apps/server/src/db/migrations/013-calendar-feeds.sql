-- Calendar subscription feeds (issue #19): one per person at most. Only a SHA-256 hash of the secret token
-- is kept, so a copy of the database does not let anyone read people's calendars; revoking deletes the row.
CREATE TABLE calendar_feeds (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
