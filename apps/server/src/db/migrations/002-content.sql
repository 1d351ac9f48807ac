-- Content of the CMS (spec §3): news (posts), events and pages. Each item exists once per language; the rows
-- of one item share a translation_group, as WPML's translation groups do, and `wpml_language` picks the row.
-- Rich fields are HTML as the CMS stores it: the web app sanitises it (spec §5), the server never renders it.

CREATE TABLE posts (
  id serial PRIMARY KEY,
  language text NOT NULL CHECK (language IN ('fr', 'en')),
  translation_group text NOT NULL,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9-]+$'),
  status text NOT NULL DEFAULT 'publish' CHECK (status IN ('publish', 'draft', 'private')),
  date timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  excerpt text NOT NULL DEFAULT '',
  fimg_url text,
  sticky boolean NOT NULL DEFAULT false,
  -- The publishing service {slug, name} (author shown as the service) or NULL for a house news.
  service jsonb,
  -- alert (html), faq [{faq_ask, faq_answer}], form {form_title, form_email_receiver, form_activation}, gform.
  acf jsonb NOT NULL DEFAULT '{}'::jsonb,
  UNIQUE (language, slug),
  UNIQUE (translation_group, language)
);
-- The news list (spec §7: language, sticky first, then newest): an index-ordered scan, no sort.
CREATE INDEX posts_list_idx ON posts (language, sticky DESC, date DESC, id DESC) WHERE status = 'publish';

CREATE TABLE post_houses (
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  house_id integer NOT NULL REFERENCES houses (id) ON DELETE CASCADE,
  PRIMARY KEY (post_id, house_id)
);
-- House news (tax-house filter).
CREATE INDEX post_houses_house_idx ON post_houses (house_id, post_id);

CREATE TABLE post_tags (
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (post_id, tag_id)
);
CREATE INDEX post_tags_tag_idx ON post_tags (tag_id, post_id);

CREATE TABLE events (
  id serial PRIMARY KEY,
  language text NOT NULL CHECK (language IN ('fr', 'en')),
  translation_group text NOT NULL,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9-]+$'),
  status text NOT NULL DEFAULT 'publish' CHECK (status IN ('publish', 'draft', 'private')),
  date timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  fimg_url text,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL CHECK (end_at >= start_at),
  -- §3: public = every resident; house = only residents of the event's houses (event_houses).
  visibility text NOT NULL CHECK (visibility IN ('public', 'house')),
  -- organizer, origin, external_id/url/mtime, locations [{name, url, place}], practical, service, faq, form, gform.
  acf jsonb NOT NULL DEFAULT '{}'::jsonb,
  UNIQUE (language, slug),
  UNIQUE (translation_group, language)
);
-- The events list (spec §7: order asc by start).
CREATE INDEX events_list_idx ON events (language, start_at, id) WHERE status = 'publish';
-- The visible total (X-WP-Total) from the index alone: a count needs no wide row.
CREATE INDEX events_visibility_idx ON events (language, visibility, id) WHERE status = 'publish';

CREATE TABLE event_houses (
  event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  house_id integer NOT NULL REFERENCES houses (id) ON DELETE CASCADE,
  PRIMARY KEY (event_id, house_id)
);
-- Visibility: the events of the caller's houses.
CREATE INDEX event_houses_house_idx ON event_houses (house_id, event_id);

CREATE TABLE pages (
  id serial PRIMARY KEY,
  language text NOT NULL CHECK (language IN ('fr', 'en')),
  translation_group text NOT NULL,
  -- NULL is WordPress's parent 0 (a top-level page).
  parent integer REFERENCES pages (id) ON DELETE RESTRICT,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9-]+$'),
  -- Slugs from the root, joined by '/', kept with the page so that `link` needs no recursive walk.
  path text NOT NULL,
  menu_order integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'publish' CHECK (status IN ('publish', 'draft', 'private')),
  date timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  -- address, links [{url, icon}], faq, form, gform.
  acf jsonb NOT NULL DEFAULT '{}'::jsonb,
  UNIQUE (language, path),
  UNIQUE (translation_group, language)
);
CREATE INDEX pages_slug_idx ON pages (language, slug);
CREATE INDEX pages_parent_idx ON pages (language, parent, menu_order);
