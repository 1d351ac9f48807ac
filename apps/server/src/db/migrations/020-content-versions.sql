-- Content versions (issue #20): a counter per kind of viewer-independent content that every write bumps in
-- the writing transaction, so that a server instance may keep that content in memory and know, with one
-- primary-key read per request, whether it is still what the database holds. A write on any instance is
-- visible to the next request of every instance as soon as it commits (services/versioned-content-cache.ts,
-- docs/decisions/020-versioned-content-cache.md).
--
-- Kinds: 'news' (posts, their houses and tags, and the houses' names and images), 'events' (events and
-- their houses), 'people' (users as the directory returns them, their houses and the houses' names).
-- Statement-level triggers: one bump per statement, whatever it changed (including nothing), so no write
-- path can be missed; writes to these tables are staff edits and profile changes, not the hot read path.

CREATE TABLE content_versions (
  kind text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO content_versions (kind) VALUES ('news'), ('events'), ('people');

CREATE FUNCTION campus_bump_content_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_versions SET version = version + 1 WHERE kind = ANY(TG_ARGV);
  RETURN NULL;
END $$;

CREATE TRIGGER posts_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION campus_bump_content_versions('news');
CREATE TRIGGER post_houses_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON post_houses
  FOR EACH STATEMENT EXECUTE FUNCTION campus_bump_content_versions('news');
CREATE TRIGGER post_tags_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON post_tags
  FOR EACH STATEMENT EXECUTE FUNCTION campus_bump_content_versions('news');
CREATE TRIGGER events_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION campus_bump_content_versions('events');
CREATE TRIGGER event_houses_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_houses
  FOR EACH STATEMENT EXECUTE FUNCTION campus_bump_content_versions('events');
CREATE TRIGGER users_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION campus_bump_content_versions('people');
CREATE TRIGGER user_houses_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_houses
  FOR EACH STATEMENT EXECUTE FUNCTION campus_bump_content_versions('people');
CREATE TRIGGER houses_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON houses
  FOR EACH STATEMENT EXECUTE FUNCTION campus_bump_content_versions('news', 'people');
