-- Photos of maintenance requests (issue #32): re-encoded by the server like profile photos (upright, fitted
-- in 1,600 px, JPEG, no metadata), kept with the request and served only to those who may see it. by_team
-- tells the author's (at most 5) from the team's (at most 5 more: the repair done).
CREATE TABLE maintenance_photos (
  id serial PRIMARY KEY,
  request_id integer NOT NULL REFERENCES maintenance_requests (id) ON DELETE CASCADE,
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  by_team boolean NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX maintenance_photos_request_idx ON maintenance_photos (request_id, id);
