-- Staged changes and revisions of the staff console's items (issue #33, docs/decisions/019-staff-console.md).
-- An item is a translation group of posts or events, named by its type and group as the console names it.
--
-- A change to a live (published or scheduled) item is kept here, whole, until someone who may publish it
-- puts it live: residents read posts and events only, so they keep the live version meanwhile. One staged
-- change per item; `content` is the item body as a PUT carries it (translations, houses, image, dates…),
-- its HTML already sanitised.
CREATE TABLE staff_staged_changes (
  item_type text NOT NULL CHECK (item_type IN ('post', 'event')),
  item_group text NOT NULL,
  content jsonb NOT NULL,
  -- draft until submitted for review; a rejected change is a draft again, with the reviewer's note.
  state text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'pending')),
  review_note text NOT NULL DEFAULT '',
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_type, item_group)
);

-- Every saved version of an item, with who saved it and when (the name kept as text: it must still say who
-- after the account is deleted). `live_content` tells a version written to the rows residents read from one
-- only staged. Bounded per item by the service (services/staff/staff-revisions.ts).
CREATE TABLE staff_item_revisions (
  id bigserial PRIMARY KEY,
  item_type text NOT NULL CHECK (item_type IN ('post', 'event')),
  item_group text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('original', 'create', 'save', 'stage', 'update')),
  live_content boolean NOT NULL,
  content jsonb NOT NULL,
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  author text NOT NULL,
  author_display_name text NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_item_revisions_item_idx ON staff_item_revisions (item_type, item_group, id DESC);
