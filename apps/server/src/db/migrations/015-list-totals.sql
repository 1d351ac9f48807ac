-- Kept list totals (issue #20): the X-WP-Total of the busiest lists without counting the whole table on
-- every request. A total that depends on the viewer is split in two: the part every viewer shares (kept
-- here, maintained by statement triggers in the same transaction as the write, so it is exact as soon as
-- the write commits) plus the viewer's own part, which an index bounds (the events or people of the
-- viewer's houses). docs/decisions/017-request-path-caches-and-counters.md.
--
-- list_totals rows: ('posts', language) published news; ('public-events', language) published public
-- events; ('public-people', '') people of public confidentiality whom the directory lists.

CREATE TABLE list_totals (
  list text NOT NULL,
  language text NOT NULL DEFAULT '',
  total integer NOT NULL DEFAULT 0,
  PRIMARY KEY (list, language)
);

-- §5: the directory lists a person who shares a non-empty name or a photo. The one definition, used by the
-- directory's queries (directory-repository.ts) and by the people trigger below.
CREATE FUNCTION campus_directory_listed(show text[], display_name text, photo text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ('name' = ANY(show) AND display_name <> '') OR ('image' = ANY(show) AND photo IS NOT NULL) $$;

-- One trigger function per counted table; each adds what a statement removed (old_rows) and added
-- (new_rows) to the totals of the rows' lists. PL/pgSQL plans a statement when it first runs it, so an
-- INSERT never touches the old_rows it does not have.
CREATE FUNCTION campus_count_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO list_totals (list, language, total)
    SELECT 'posts', language, -count(*)::int FROM old_rows WHERE status = 'publish' GROUP BY language
    ON CONFLICT (list, language) DO UPDATE SET total = list_totals.total + EXCLUDED.total;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO list_totals (list, language, total)
    SELECT 'posts', language, count(*)::int FROM new_rows WHERE status = 'publish' GROUP BY language
    ON CONFLICT (list, language) DO UPDATE SET total = list_totals.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION campus_count_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO list_totals (list, language, total)
    SELECT 'public-events', language, -count(*)::int FROM old_rows
    WHERE status = 'publish' AND visibility = 'public' GROUP BY language
    ON CONFLICT (list, language) DO UPDATE SET total = list_totals.total + EXCLUDED.total;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO list_totals (list, language, total)
    SELECT 'public-events', language, count(*)::int FROM new_rows
    WHERE status = 'publish' AND visibility = 'public' GROUP BY language
    ON CONFLICT (list, language) DO UPDATE SET total = list_totals.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION campus_count_people() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change integer := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    change := change - (SELECT count(*)::int FROM old_rows
      WHERE confidentiality = 'public' AND campus_directory_listed(show, display_name, photo));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    change := change + (SELECT count(*)::int FROM new_rows
      WHERE confidentiality = 'public' AND campus_directory_listed(show, display_name, photo));
  END IF;
  -- Most profile updates change nothing here: no write, no lock on the shared row.
  IF change <> 0 THEN
    INSERT INTO list_totals (list, language, total) VALUES ('public-people', '', change)
    ON CONFLICT (list, language) DO UPDATE SET total = list_totals.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER posts_count_insert AFTER INSERT ON posts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_count_posts();
CREATE TRIGGER posts_count_update AFTER UPDATE ON posts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_count_posts();
CREATE TRIGGER posts_count_delete AFTER DELETE ON posts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_count_posts();

CREATE TRIGGER events_count_insert AFTER INSERT ON events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_count_events();
CREATE TRIGGER events_count_update AFTER UPDATE ON events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_count_events();
CREATE TRIGGER events_count_delete AFTER DELETE ON events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_count_events();

CREATE TRIGGER users_count_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_count_people();
CREATE TRIGGER users_count_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_count_people();
CREATE TRIGGER users_count_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_count_people();

-- The totals of what the database already holds.
INSERT INTO list_totals (list, language, total)
SELECT 'posts', language, count(*)::int FROM posts WHERE status = 'publish' GROUP BY language;
INSERT INTO list_totals (list, language, total)
SELECT 'public-events', language, count(*)::int FROM events
WHERE status = 'publish' AND visibility = 'public' GROUP BY language;
INSERT INTO list_totals (list, language, total)
SELECT 'public-people', '', count(*)::int FROM users
WHERE confidentiality = 'public' AND campus_directory_listed(show, display_name, photo);

-- The directory's order (directory-repository.ts: by name among the people who share it, then id), so a
-- page is read in index order and stops at its last row instead of sorting every visible person.
CREATE INDEX users_directory_order_idx
  ON users ((CASE WHEN 'name' = ANY(show) THEN lower(display_name) END) NULLS LAST, id);
