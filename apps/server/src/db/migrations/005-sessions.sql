-- Server-side sessions (docs/decisions/008-server-side-sessions.md). A backend token names one row by its
-- `jti`; the row decides whether the token still works: not revoked, not idle for too long, not past its
-- absolute end. Renewing a token keeps the row, so `expires_at` (fixed at creation) bounds every renewal.
CREATE TABLE sessions (
  id serial PRIMARY KEY,
  jti uuid NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The identity provider's session (`sid` of the id token), so back-channel logout finds its sessions.
  idp_sid text,
  -- A short summary of the User-Agent ("Firefox on Linux"), shown in Settings; never the raw header.
  device text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL CHECK (expires_at > created_at),
  -- NULL while live. Only 'idp-logout' (the identity provider said its session ended) makes the `sid`
  -- refuse the id tokens printed with it: after a portal sign-out or an ending from Settings, the same
  -- identity provider session may sign the person in again. A row written by back-channel logout when no
  -- session existed for that `sid` is a tombstone (revoked at creation) that carries that refusal.
  revoked_at timestamptz,
  revoked_reason text CHECK (revoked_reason IN ('signed-out', 'ended', 'idp-logout')),
  CHECK ((revoked_at IS NULL) = (revoked_reason IS NULL))
);
-- A person's live sessions (Settings list, the authentication read by jti uses the unique index).
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;
-- Back-channel logout and the "ended sid" check look sessions up by identity provider session.
CREATE INDEX sessions_idp_sid_idx ON sessions (idp_sid) WHERE idp_sid IS NOT NULL;
