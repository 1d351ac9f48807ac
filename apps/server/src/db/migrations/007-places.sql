-- Places of the campus map (spec §2.8, §3 "Place"): one row per place and language, sharing a
-- translation_group as the other content does. Their categories are tag-like terms of the taxonomy
-- `places-categories` in `tags` (acf: label, category_place_color, category_place_icon).

CREATE TABLE places (
  id serial PRIMARY KEY,
  language text NOT NULL CHECK (language IN ('fr', 'en')),
  translation_group text NOT NULL,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9-]+$'),
  status text NOT NULL DEFAULT 'publish' CHECK (status IN ('publish', 'draft', 'private')),
  date timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  title text NOT NULL,
  category_id integer REFERENCES tags (id) ON DELETE SET NULL,
  -- The house a place belongs to (its picture is the house's), if any.
  house_id integer REFERENCES houses (id) ON DELETE SET NULL,
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  CHECK ((latitude IS NULL) = (longitude IS NULL)),
  -- place_hours (html), place_phone, place_access (html), place_access_link, place_house_img.
  acf jsonb NOT NULL DEFAULT '{}'::jsonb,
  UNIQUE (language, slug),
  UNIQUE (translation_group, language)
);
-- The map's list (one language, by title) and its category filter.
CREATE INDEX places_list_idx ON places (language, title, id) WHERE status = 'publish';
CREATE INDEX places_category_idx ON places (category_id, language) WHERE status = 'publish';
