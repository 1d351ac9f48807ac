-- Profile photos uploaded by people (spec §5: fit in 300 × 300). Kept in the database, like all state, so
-- any number of server instances serve them. users.photo holds the photo's canonical URL
-- (/wp-json/portal/v1/photos/{id}); the API answers it signed for each viewer (see photo-urls.ts).
CREATE TABLE user_photos (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mime_type text NOT NULL CHECK (mime_type IN ('image/jpeg', 'image/png', 'image/webp')),
  width integer NOT NULL CHECK (width BETWEEN 1 AND 300),
  height integer NOT NULL CHECK (height BETWEEN 1 AND 300),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A person's uploads, newest first (pruning the ones never used).
CREATE INDEX user_photos_user_idx ON user_photos (user_id, id DESC);
