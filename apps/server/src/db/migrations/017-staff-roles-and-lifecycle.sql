-- The staff console (issue #18, docs/decisions/019-staff-console.md): roles granted to people of the
-- directory, an audit log of every change made through it, and the publishing lifecycle of news and events
-- (draft → pending → publish, or future: scheduled). Residents' reads keep filtering on status = 'publish'.

-- One row per granted role. house-editor names a house, form-reader a form; the other roles name neither.
CREATE TABLE staff_grants (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('campus-admin', 'campus-editor', 'house-editor', 'form-reader')),
  house_id integer REFERENCES houses (id) ON DELETE CASCADE,
  form_id integer REFERENCES gravity_forms (id) ON DELETE CASCADE,
  granted_by integer REFERENCES users (id) ON DELETE SET NULL,
  granted_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((role = 'house-editor') = (house_id IS NOT NULL)),
  CHECK ((role = 'form-reader') = (form_id IS NOT NULL))
);
-- NULLs are distinct in a plain UNIQUE: coalesce them so a campus role cannot be granted twice.
CREATE UNIQUE INDEX staff_grants_unique_idx
  ON staff_grants (user_id, role, COALESCE(house_id, 0), COALESCE(form_id, 0));

-- Who changed what, when, with the row before and after (NULL before a creation, after a deletion).
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  -- Kept as text too: the entry must still say who after the account is deleted.
  actor text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target text NOT NULL,
  before jsonb,
  after jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
-- The console's reads: newest first, overall, by target and by actor.
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target, at DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor, at DESC, id DESC);

-- Items of a house that requires review go through a campus editor before residents see them.
ALTER TABLE houses ADD COLUMN review_required boolean NOT NULL DEFAULT false;

-- The lifecycle (WordPress's own status names): pending = in review, future = scheduled at publish_at.
ALTER TABLE posts DROP CONSTRAINT posts_status_check;
ALTER TABLE posts ADD CONSTRAINT posts_status_check
  CHECK (status IN ('publish', 'draft', 'pending', 'future', 'private'));
ALTER TABLE events DROP CONSTRAINT events_status_check;
ALTER TABLE events ADD CONSTRAINT events_status_check
  CHECK (status IN ('publish', 'draft', 'pending', 'future', 'private'));

ALTER TABLE posts
  ADD COLUMN author_id integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN publish_at timestamptz,
  ADD COLUMN review_note text NOT NULL DEFAULT '',
  ADD CONSTRAINT posts_future_has_date CHECK (status <> 'future' OR publish_at IS NOT NULL);
ALTER TABLE events
  ADD COLUMN author_id integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN publish_at timestamptz,
  ADD COLUMN review_note text NOT NULL DEFAULT '',
  ADD CONSTRAINT events_future_has_date CHECK (status <> 'future' OR publish_at IS NOT NULL);

-- The console's lists: every status, most recently modified first.
CREATE INDEX posts_staff_list_idx ON posts (modified DESC, translation_group);
CREATE INDEX events_staff_list_idx ON events (modified DESC, translation_group);
