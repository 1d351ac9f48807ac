-- The first schema: the campus (houses, tags), the people (users and their houses and tags), the server's own
-- secrets, and what the embedded identity provider stores (sign-in accounts, its protocol state).
-- WordPress calls houses and tags "terms"; ids are serial so they can be sent as term_id on the wire.

CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Sample data seeded once per database (see src/seeding); recorded so a restart changes nothing.
CREATE TABLE data_seeds (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);

-- tax-house terms. acf holds common_name, main (flag) and image {url, sizes:{thumbnail}} as the spec's acf
-- object does. The term "count" is derived when the houses are listed, never stored, so it cannot drift.
CREATE TABLE houses (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]+$'),
  description text NOT NULL DEFAULT '',
  acf jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- tax-tag terms, and later the other tag-like taxonomies (place categories): parent NULL is WordPress's
-- parent 0. acf holds label [{lang, value}], linkedtag, category_place_color, category_place_icon.
CREATE TABLE tags (
  id serial PRIMARY KEY,
  taxonomy text NOT NULL DEFAULT 'tax-tag',
  parent integer REFERENCES tags (id) ON DELETE RESTRICT,
  name text NOT NULL,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9_-]+$'),
  description text NOT NULL DEFAULT '',
  acf jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (taxonomy, slug)
);
-- Children of a parent ("GET /wp/v2/{taxonomy}?parent=…", the profile's tag groups).
CREATE INDEX tags_taxonomy_parent_idx ON tags (taxonomy, parent);

CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  -- `sub` of the identity provider; NULL until the person first signs in (accounts created ahead).
  identity_subject text UNIQUE,
  email text NOT NULL DEFAULT '',
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  display_name text NOT NULL DEFAULT '',
  locale text NOT NULL DEFAULT 'en_US' CHECK (locale IN ('fr_FR', 'en_US')),
  confidentiality text NOT NULL DEFAULT 'private' CHECK (confidentiality IN ('public', 'house', 'private')),
  show text[] NOT NULL DEFAULT '{}' CHECK (show <@ ARRAY['image', 'mobile', 'email', 'name', 'house']),
  user_type text NOT NULL DEFAULT 'default' CHECK (
    user_type IN ('default', 'assimile-resident', 'assimile-salarie', 'resident', 'employee', 'other', 'api')
  ),
  honorary_title text NOT NULL DEFAULT '',
  mobilephone text,
  -- URL or data: URI of the profile picture.
  photo text,
  invoice_url text NOT NULL DEFAULT '',
  qrcode jsonb NOT NULL DEFAULT '{"identification": {"url": ""}, "sport": {"url": ""}}'::jsonb,
  emergency_contacts jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- Strings whose first 8 characters are YYYYMMDD (spec §3), kept as given.
  staystart text NOT NULL DEFAULT '' CHECK (staystart = '' OR staystart ~ '^[0-9]{8}'),
  staystop text NOT NULL DEFAULT '' CHECK (staystop = '' OR staystop ~ '^[0-9]{8}'),
  -- [{slug}] of the wizard steps done.
  wizard jsonb NOT NULL DEFAULT '[]'::jsonb,
  notifications boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Directory filters and search (GET /wp/v2/users?search=…, by type for badges and committees).
CREATE INDEX users_user_type_idx ON users (user_type);
CREATE INDEX users_display_name_idx ON users (lower(display_name));

-- Ordered houses of a person; position 0 is the active house. The position constraint is deferred so a
-- reorder can swap positions inside one transaction.
CREATE TABLE user_houses (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  house_id integer NOT NULL REFERENCES houses (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  PRIMARY KEY (user_id, house_id),
  CONSTRAINT user_houses_position_unique UNIQUE (user_id, position) DEFERRABLE INITIALLY DEFERRED
);
-- Members of a house (privacy level "house", filter[tax-house]).
CREATE INDEX user_houses_house_idx ON user_houses (house_id);

CREATE TABLE user_tags (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, tag_id)
);
-- People having a tag (filter[tax-tag]).
CREATE INDEX user_tags_tag_idx ON user_tags (tag_id);

-- Sign-in accounts of the embedded (development) identity provider. Not portal users: a portal user row is
-- created from the identity claims at first sign-in, as with the campus provider.
CREATE TABLE identity_accounts (
  subject text PRIMARY KEY,
  username text NOT NULL,
  -- scrypt$N$r$p$salt$hash (see src/auth/password-hash.ts).
  password_hash text NOT NULL,
  given_name text NOT NULL DEFAULT '',
  family_name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  -- BCP 47 (fr-FR, en-US) as OpenID Connect's locale claim; NULL sends no claim.
  locale text,
  gia_type text NOT NULL DEFAULT 'default',
  address jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX identity_accounts_username_idx ON identity_accounts (lower(username));

-- State of the embedded OpenID provider (sessions, interactions, codes, grants, tokens…), one row per
-- oidc-provider model instance, so that all state lives in the database and survives restarts.
CREATE TABLE oidc_payloads (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payloads_grant_idx ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payloads_uid_idx ON oidc_payloads (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payloads_user_code_idx ON oidc_payloads (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_payloads_expires_idx ON oidc_payloads (expires_at) WHERE expires_at IS NOT NULL;
