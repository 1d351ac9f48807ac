-- Maintenance requests (issue #32): a resident reports a problem in their room or in a common area of their
-- house; the house's maintenance team answers it. The state machine is domain/src/maintenance-rules.ts; the
-- database keeps what it decided, and the checks below only refuse what no code path may write.

-- The person's room in the house they live in, from the identity provider's profile claims or an import
-- (the sample campus gives one to every resident). NULL when unknown: the form then asks for a common area.
ALTER TABLE user_houses ADD COLUMN room text CHECK (room IS NULL OR length(room) BETWEEN 1 AND 40);

-- The common areas a house keeps (the laundry room of the second floor, the kitchen…), in the order its
-- form lists them.
CREATE TABLE house_areas (
  id serial PRIMARY KEY,
  house_id integer NOT NULL REFERENCES houses (id) ON DELETE CASCADE,
  name_fr text NOT NULL CHECK (length(name_fr) BETWEEN 1 AND 120),
  name_en text NOT NULL CHECK (length(name_en) BETWEEN 1 AND 120),
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX house_areas_house_idx ON house_areas (house_id, position);

CREATE TABLE maintenance_requests (
  id serial PRIMARY KEY,
  author_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  house_id integer NOT NULL REFERENCES houses (id) ON DELETE CASCADE,
  -- Exactly one of the two: the author's room as it was when they reported, or a common area.
  room text,
  area_id integer REFERENCES house_areas (id) ON DELETE RESTRICT,
  category text NOT NULL CHECK (
    category IN ('plumbing', 'electricity', 'heating', 'furniture', 'internet', 'cleaning', 'pests',
      'keys-and-locks', 'other')
  ),
  urgency text NOT NULL CHECK (urgency IN ('low', 'normal', 'high', 'danger')),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 2000),
  entry_allowed boolean NOT NULL,
  status text NOT NULL DEFAULT 'submitted' CHECK (
    status IN ('submitted', 'acknowledged', 'scheduled', 'in-progress', 'resolved', 'closed', 'cancelled',
      'merged')
  ),
  -- The booked visit: a campus day and a time window on it.
  slot_date date,
  slot_from time,
  slot_to time,
  assignee_id integer REFERENCES users (id) ON DELETE SET NULL,
  merged_into integer REFERENCES maintenance_requests (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The team's first message or step: the "time to first answer" of the house's figures.
  first_answer_at timestamptz,
  resolved_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((room IS NULL) <> (area_id IS NULL)),
  CHECK ((slot_date IS NULL) = (slot_from IS NULL) AND (slot_from IS NULL) = (slot_to IS NULL)),
  CHECK ((status = 'merged') = (merged_into IS NOT NULL))
);
-- "My requests", newest first.
CREATE INDEX maintenance_requests_author_idx ON maintenance_requests (author_id, created_at DESC);
-- The triage queue of a house, by status and age.
CREATE INDEX maintenance_requests_queue_idx ON maintenance_requests (house_id, status, created_at);
-- The campus's queue (campus staff see every house), by age: every request, and the open ones alone (the
-- queue's default view, and its count read from the index).
CREATE INDEX maintenance_requests_age_idx ON maintenance_requests (created_at, id);
CREATE INDEX maintenance_requests_open_age_idx ON maintenance_requests (created_at, id)
  WHERE status IN ('submitted', 'acknowledged', 'scheduled', 'in-progress');
-- The open requests of a common area, shown before a new one is filed ("me too").
CREATE INDEX maintenance_requests_open_area_idx ON maintenance_requests (area_id)
  WHERE status IN ('submitted', 'acknowledged', 'scheduled', 'in-progress');

-- The number of requests of each house in each status, kept by statement triggers in the same transaction
-- as every write (the pattern of 015's list_totals): the triage queue's total for a house's or the campus's
-- requests by status is a sum of a few rows instead of a count of thousands on every request.
CREATE TABLE maintenance_counts (
  house_id integer NOT NULL REFERENCES houses (id) ON DELETE CASCADE,
  status text NOT NULL,
  total integer NOT NULL DEFAULT 0,
  PRIMARY KEY (house_id, status)
);

CREATE FUNCTION campus_count_maintenance() RETURNS trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, public AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO maintenance_counts (house_id, status, total)
    SELECT house_id, status, -count(*)::int FROM old_rows GROUP BY house_id, status
    ON CONFLICT (house_id, status) DO UPDATE SET total = maintenance_counts.total + EXCLUDED.total;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO maintenance_counts (house_id, status, total)
    SELECT house_id, status, count(*)::int FROM new_rows GROUP BY house_id, status
    ON CONFLICT (house_id, status) DO UPDATE SET total = maintenance_counts.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER maintenance_requests_count_insert AFTER INSERT ON maintenance_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_count_maintenance();
CREATE TRIGGER maintenance_requests_count_update AFTER UPDATE ON maintenance_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION campus_count_maintenance();
CREATE TRIGGER maintenance_requests_count_delete AFTER DELETE ON maintenance_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_count_maintenance();

-- The people who added "me too" to a common area's request, and follow it.
CREATE TABLE maintenance_followers (
  request_id integer NOT NULL REFERENCES maintenance_requests (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (request_id, user_id)
);
CREATE INDEX maintenance_followers_user_idx ON maintenance_followers (user_id);

-- The timeline: each step (who, when, from and to; the report itself is the step to 'submitted', without an
-- action), each message of the team or the author, each "me too". actor_id is NULL for the server's own
-- steps (the automatic close after the reopening window). With the requests' rows it is their audit.
CREATE TABLE maintenance_events (
  id serial PRIMARY KEY,
  request_id integer NOT NULL REFERENCES maintenance_requests (id) ON DELETE CASCADE,
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  by_team boolean NOT NULL,
  kind text NOT NULL CHECK (kind IN ('step', 'message', 'me-too')),
  action text CHECK (
    action IS NULL OR action IN ('acknowledge', 'schedule', 'start', 'resolve', 'merge', 'cancel', 'confirm',
      'reopen', 'auto-close')
  ),
  from_status text,
  to_status text,
  message text NOT NULL DEFAULT '' CHECK (length(message) <= 2000),
  at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind = 'step' OR action IS NULL),
  CHECK ((kind = 'step') = (to_status IS NOT NULL))
);
CREATE INDEX maintenance_events_request_idx ON maintenance_events (request_id, id);

-- The maintenance team of a house: a per-house role, granted like house-editor.
ALTER TABLE staff_grants DROP CONSTRAINT staff_grants_role_check;
ALTER TABLE staff_grants ADD CONSTRAINT staff_grants_role_check
  CHECK (role IN ('campus-admin', 'campus-editor', 'house-editor', 'form-reader', 'maintenance'));
ALTER TABLE staff_grants DROP CONSTRAINT staff_grants_check;
ALTER TABLE staff_grants ADD CONSTRAINT staff_grants_check
  CHECK ((role IN ('house-editor', 'maintenance')) = (house_id IS NOT NULL));
