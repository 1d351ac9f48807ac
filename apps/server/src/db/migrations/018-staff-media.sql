-- Images uploaded through the staff console (issue #18): each upload is re-encoded by sharp (upright, no
-- metadata) into resized WebP variants, kept in the database like profile photos, so every server instance
-- serves them and a backup holds them. Content refers to the media by id; fimg_url is its public URL.

CREATE TABLE staff_media (
  id serial PRIMARY KEY,
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  -- The largest variant's size.
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE staff_media_variants (
  media_id integer NOT NULL REFERENCES staff_media (id) ON DELETE CASCADE,
  -- The variant's name in URLs: its bounding width (480, 960, 1600).
  size text NOT NULL CHECK (size ~ '^[0-9]+$'),
  mime_type text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (media_id, size)
);

ALTER TABLE posts ADD COLUMN image_id integer REFERENCES staff_media (id) ON DELETE SET NULL;
ALTER TABLE events ADD COLUMN image_id integer REFERENCES staff_media (id) ON DELETE SET NULL;
