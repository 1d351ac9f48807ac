-- Stay checklists (spec §2.14, §3 Checklist and Checklist entry, §4 Checklist). A checklist exists once per
-- language (a translation group, as the other content); a person's entry belongs to the checklist's
-- translation group, so progress is the same whichever language the person reads it in.

CREATE TABLE checklists (
  id serial PRIMARY KEY,
  language text NOT NULL CHECK (language IN ('fr', 'en')),
  translation_group text NOT NULL,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9-]+$'),
  status text NOT NULL DEFAULT 'publish' CHECK (status IN ('publish', 'draft', 'private')),
  date timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  -- checklist_title, checklist_description, checklist_tasks, and the start and end rules.
  acf jsonb NOT NULL,
  UNIQUE (language, slug),
  UNIQUE (translation_group, language)
);
CREATE INDEX checklists_list_idx ON checklists (language, id) WHERE status = 'publish';

CREATE TABLE checklist_entries (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  checklist_group text NOT NULL,
  -- The checklist id the entry was created for (the wire's post_id).
  post_id integer NOT NULL REFERENCES checklists (id) ON DELETE CASCADE,
  title text NOT NULL,
  -- [{unique_id, title, value}]
  tasks jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('in_progress', 'done')),
  valid_date date,
  end_valid_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now(),
  -- One entry per person and checklist: concurrent creates meet here and the later ones get the first.
  UNIQUE (user_id, checklist_group)
);
