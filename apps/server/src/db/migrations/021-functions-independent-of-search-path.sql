-- Backups that restore (issue #28): pg_dump's scripts, and pg_restore, run with an empty search_path, so a
-- function that names another object without its schema fails there. campus_search_document (migration
-- 011) called campus_search_config unqualified: creating the tables of its generated columns (posts, events,
-- house_pages, service_pages, places) failed, "function campus_search_config(text) does not exist ... SQL
-- function campus_search_document during inlining", and a restore without --exit-on-error left them out.
--
-- SQL functions name what is not in pg_catalog with its schema, and take no SET clause: PostgreSQL never
-- inlines a SQL function that has one, and the directory's queries call campus_directory_listed on every
-- row they read, where inlined it is a plain condition the planner sees through. campus_unaccent (010),
-- campus_search_config (011) and campus_directory_listed (015) already qualify everything they name;
-- campus_search_document is redefined below with the same result, so the stored search documents and
-- their GIN indexes stay as they are.
--
-- PL/pgSQL trigger functions are never inlined: they get a search_path of their own, pg_catalog first so
-- that no object of public can stand in for a built-in.

CREATE OR REPLACE FUNCTION campus_search_document(language text, title text, lead text, body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector(public.campus_search_config(language), coalesce(title, '')), 'A')
    || setweight(to_tsvector(public.campus_search_config(language), coalesce(lead, '')), 'B')
    || setweight(to_tsvector(public.campus_search_config(language), coalesce(body, '')), 'C') $$;

ALTER FUNCTION campus_count_posts() SET search_path = pg_catalog, public;
ALTER FUNCTION campus_count_events() SET search_path = pg_catalog, public;
ALTER FUNCTION campus_count_people() SET search_path = pg_catalog, public;
ALTER FUNCTION campus_bump_content_versions() SET search_path = pg_catalog, public;
