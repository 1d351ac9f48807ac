-- Forms (spec §3 Contact form config, Entry, Gravity-style form; §4 Contact form entry and Forms; issue #15).

-- Gravity-style form definitions. One id for both languages (content of either language names it in
-- acf.gform); each language has its own wording of the same fields (ids, types and choice values agree, the
-- seeder checks it), so a submission is validated the same whatever language it was made in.
CREATE TABLE gravity_forms (
  id serial PRIMARY KEY,
  -- The sample data's name for the form (seed/forms.yaml), so content files can refer to it.
  key text NOT NULL UNIQUE CHECK (key ~ '^[a-z0-9-]+$'),
  -- The anonymous variant of §7: submitted without authorisation, storing nothing that identifies anyone.
  anonymous boolean NOT NULL DEFAULT false,
  -- {title, description, confirmations, fields, button} as the wire carries them.
  definition_fr jsonb NOT NULL,
  definition_en jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE form_submissions (
  id serial PRIMARY KEY,
  form_id integer NOT NULL REFERENCES gravity_forms (id) ON DELETE CASCADE,
  -- NULL for an anonymous form. No address, no user agent: nothing else identifies the person either.
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  -- Set for a form with a `unique` field: the partial index below refuses a second submission atomically.
  once_per_person boolean NOT NULL DEFAULT false,
  language text NOT NULL CHECK (language IN ('fr', 'en')),
  -- {input_key: value}: only the inputs of the form's fields, after validation.
  answers jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT once_per_person OR user_id IS NOT NULL)
);
CREATE UNIQUE INDEX form_submissions_once_idx ON form_submissions (form_id, user_id) WHERE once_per_person;
-- Poll results read a form's submissions.
CREATE INDEX form_submissions_form_idx ON form_submissions (form_id);

-- Contact form entries (POST /wp/v2/entry), e-mailed to the item's receiver by a queued job.
CREATE TABLE contact_entries (
  id serial PRIMARY KEY,
  -- The item whose acf.form was used: ids of news, events, pages and services are separate sequences.
  post_type text NOT NULL CHECK (post_type IN ('post', 'event', 'page', 'service')),
  post_id integer NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'publish' CHECK (status = 'publish'),
  title text NOT NULL,
  -- The item's form_email_receiver when the entry was made (the body never chooses it).
  receiver text NOT NULL,
  -- [{key, value}] with first_name, last_name and sender_email from the signed-in person.
  datas jsonb NOT NULL,
  entry_status text NOT NULL DEFAULT 'not_sent' CHECK (entry_status IN ('not_sent', 'sent', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  -- Why the last attempt failed (for the staff console), NULL once sent.
  failure text
);
CREATE INDEX contact_entries_user_idx ON contact_entries (user_id, created_at DESC);

-- The local outbox of the embedded default: e-mails kept here instead of leaving the machine (SMTP_URL
-- unset); staff read them through GET /portal/v1/outbox.
CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  -- One message per entry: a rerun of the job (pg-boss retries) adds none.
  entry_id integer UNIQUE REFERENCES contact_entries (id) ON DELETE SET NULL,
  recipient text NOT NULL,
  sender text NOT NULL,
  reply_to text NOT NULL DEFAULT '',
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_list_idx ON mail_outbox (created_at DESC, id DESC);
