-- Accent-insensitive matching (issue #13, spec §5 "user search by name"): "Ines" finds "Inês" and "Ines".
-- unaccent is a contrib extension of PostgreSQL (trusted: a database owner may create it) and is loaded by
-- PGlite (db/pglite-db.ts). unaccent() itself is only STABLE (its dictionary could change), so an
-- IMMUTABLE wrapper naming the dictionary lets it serve in indexes and generated columns.
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE FUNCTION campus_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;

-- Full-text search configurations of the portal's two languages: the language's stemmer after unaccent,
-- so "résidences" and "residence" meet in one lexeme.
CREATE TEXT SEARCH CONFIGURATION campus_fr (COPY = pg_catalog.french);
ALTER TEXT SEARCH CONFIGURATION campus_fr
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, french_stem;
CREATE TEXT SEARCH CONFIGURATION campus_en (COPY = pg_catalog.english);
ALTER TEXT SEARCH CONFIGURATION campus_en
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem;

-- The directory's name search, without accents or case.
ALTER TABLE users ADD COLUMN search_name text
  GENERATED ALWAYS AS (lower(campus_unaccent(display_name))) STORED;
