-- Global search (issue #13, spec §2.11, §7 GET /wp/v2/search): full-text search of the content in its own
-- language, without accents, by prefix for type-ahead, titles weighing more than bodies.
--
-- Each content table gets a generated tsvector built with its row's language configuration (campus_fr or
-- campus_en of migration 010: unaccent, then the language's stemmer), weighted A for the title, B for the
-- lead (excerpt, subtitle, access text) and C for the body. HTML needs no stripping: the parser reads tags
-- and entities as their own token types, which the configurations do not index.

CREATE FUNCTION campus_search_config(language text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE language WHEN 'fr' THEN 'public.campus_fr'::regconfig ELSE 'public.campus_en'::regconfig END $$;

CREATE FUNCTION campus_search_document(language text, title text, lead text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector(campus_search_config(language), coalesce(title, '')), 'A')
    || setweight(to_tsvector(campus_search_config(language), coalesce(lead, '')), 'B')
    || setweight(to_tsvector(campus_search_config(language), coalesce(body, '')), 'C') $$;

ALTER TABLE posts ADD COLUMN search_document tsvector
  GENERATED ALWAYS AS (campus_search_document(language, title, excerpt, content)) STORED;
CREATE INDEX posts_search_idx ON posts USING gin (search_document);

ALTER TABLE events ADD COLUMN search_document tsvector
  GENERATED ALWAYS AS (campus_search_document(language, title, NULL, content)) STORED;
CREATE INDEX events_search_idx ON events USING gin (search_document);

ALTER TABLE house_pages ADD COLUMN search_document tsvector
  GENERATED ALWAYS AS (campus_search_document(language, title, NULL, content)) STORED;
CREATE INDEX house_pages_search_idx ON house_pages USING gin (search_document);

ALTER TABLE service_pages ADD COLUMN search_document tsvector
  GENERATED ALWAYS AS (campus_search_document(language, title, acf->>'subtitle', content)) STORED;
CREATE INDEX service_pages_search_idx ON service_pages USING gin (search_document);

ALTER TABLE places ADD COLUMN search_document tsvector
  GENERATED ALWAYS AS (campus_search_document(language, title, acf->>'place_access', acf->>'place_hours')) STORED;
CREATE INDEX places_search_idx ON places USING gin (search_document);

-- People are searched by name only (§5), anywhere in the name: a trigram index serves LIKE '%…%' on the
-- accent-free name of migration 010 (from 3 characters; 2-character searches scan, still in milliseconds).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX users_search_name_trgm_idx ON users USING gin (search_name gin_trgm_ops);
