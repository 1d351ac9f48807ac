-- House pages, the service catalogue and the sample billing source (spec §2.6, §2.7, §3).
--
-- House pages and service pages are two post types whose ids share one sequence, as WordPress's posts do:
-- a house service at the top of its tree has as parent the main page of its house, and the wire's `parent`
-- must name one row without saying which table. Like the other content, each item exists once per language
-- and the rows of one item share a translation_group.

CREATE SEQUENCE tree_content_ids;

-- tax-service terms: the services that publish news and events. acf holds label [{lang, value}] and image.
CREATE TABLE service_terms (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9-]+$'),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  acf jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE house_pages (
  id integer PRIMARY KEY DEFAULT nextval('tree_content_ids'),
  language text NOT NULL CHECK (language IN ('fr', 'en')),
  translation_group text NOT NULL,
  house_id integer NOT NULL REFERENCES houses (id) ON DELETE CASCADE,
  -- NULL is WordPress's parent 0: the main page of the house (one per house and language).
  parent integer REFERENCES house_pages (id) ON DELETE RESTRICT,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9-]+$'),
  menu_order integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'publish' CHECK (status IN ('publish', 'draft', 'private')),
  date timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  fimg_url text,
  -- contact (html), address (plain lines), links [{url, icon}], locations [{name, url, place}], faq.
  acf jsonb NOT NULL DEFAULT '{}'::jsonb,
  UNIQUE (language, house_id, slug),
  UNIQUE (translation_group, language)
);
CREATE UNIQUE INDEX house_pages_main_idx ON house_pages (house_id, language) WHERE parent IS NULL;
-- GET /wp/v2/house?tax-house=…: a house's pages in menu order.
CREATE INDEX house_pages_list_idx ON house_pages (language, house_id, menu_order, id);

CREATE TABLE service_pages (
  id integer PRIMARY KEY DEFAULT nextval('tree_content_ids'),
  language text NOT NULL CHECK (language IN ('fr', 'en')),
  translation_group text NOT NULL,
  -- The house of a house service (every level of its tree); NULL for a campus service.
  house_id integer REFERENCES houses (id) ON DELETE CASCADE,
  -- The parent service, or for a house service at the top, its house's main page; both NULL for a campus
  -- service at the top (parent 0 on the wire).
  parent_service integer REFERENCES service_pages (id) ON DELETE RESTRICT,
  parent_house_page integer REFERENCES house_pages (id) ON DELETE RESTRICT,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9-]+$'),
  -- Slugs from the top of the tree, joined by '/', kept with the service so `link` needs no recursive walk.
  path text NOT NULL,
  menu_order integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'publish' CHECK (status IN ('publish', 'draft', 'private')),
  date timestamptz NOT NULL,
  modified timestamptz NOT NULL,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  -- color, icon, subtitle, cover, image, service_category [{value, label}], invoices, links, faq, form, gform.
  acf jsonb NOT NULL DEFAULT '{}'::jsonb,
  UNIQUE (translation_group, language),
  CHECK (parent_service IS NULL OR parent_house_page IS NULL),
  CHECK (parent_house_page IS NULL OR house_id IS NOT NULL)
);
CREATE UNIQUE INDEX service_pages_path_idx ON service_pages (language, COALESCE(house_id, 0), path);
-- Children of one parent in menu order (parent=…): the wire's parent is whichever of the two is set.
CREATE INDEX service_pages_parent_idx
  ON service_pages (language, COALESCE(parent_service, parent_house_page, 0), menu_order, id);
CREATE INDEX service_pages_slug_idx ON service_pages (language, slug);
CREATE INDEX service_pages_house_idx ON service_pages (language, house_id, menu_order, id);

-- The sample billing source (embedded default only, served under /billing): it stands in for the campus
-- billing system, which the portal reaches by URL like any other. Documents (an invoice's main file and its
-- additional parts) share one id sequence, since `GET /wp/v2/file/{id}` names either.
CREATE SEQUENCE sample_billing_document_ids;

CREATE TABLE sample_billing_invoices (
  id integer PRIMARY KEY DEFAULT nextval('sample_billing_document_ids'),
  account text NOT NULL,
  number text NOT NULL UNIQUE,
  issue_date date NOT NULL,
  filename text NOT NULL,
  mime text NOT NULL DEFAULT 'application/pdf',
  -- Empty when the billing system has no file for it (the portal then says 'File does not exist.').
  content bytea NOT NULL
);
CREATE INDEX sample_billing_invoices_account_idx ON sample_billing_invoices (account, issue_date DESC, id DESC);

CREATE TABLE sample_billing_invoice_parts (
  id integer PRIMARY KEY DEFAULT nextval('sample_billing_document_ids'),
  invoice_id integer NOT NULL REFERENCES sample_billing_invoices (id) ON DELETE CASCADE,
  number text NOT NULL,
  title text NOT NULL,
  filename text NOT NULL,
  mime text NOT NULL DEFAULT 'application/pdf',
  content bytea NOT NULL
);
CREATE INDEX sample_billing_invoice_parts_invoice_idx ON sample_billing_invoice_parts (invoice_id, id);

-- A person's account in the billing system; NULL when they have none (no invoice url, spec §5). The
-- invoice_url sent on the wire is derived from it, so it always points at the portal, never at an account.
ALTER TABLE users ADD COLUMN billing_account text;
CREATE UNIQUE INDEX users_billing_account_idx ON users (billing_account) WHERE billing_account IS NOT NULL;
ALTER TABLE users DROP COLUMN invoice_url;
