-- A content version for the search's answers (issue #31, docs/decisions/038-search-cache.md): a page of
-- content found by GET /wp/v2/search, with its embedded objects, is kept per server instance under the
-- 'search' version, which every statement on a table such a page reads bumps in its own transaction
-- (as migration 020 does for 'news', 'events' and 'people').
--
-- Tables: posts, post_houses, post_tags and houses (the news and their houses' names and pictures), events
-- and event_houses, house_pages, service_pages and places. The viewer's own houses (user_houses) decide
-- which events they may find; they are read with the version on every request and are part of the key,
-- so they bump nothing here.

INSERT INTO content_versions (kind) VALUES ('search');

CREATE OR REPLACE TRIGGER posts_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION campus_bump_content_versions('news', 'search');
CREATE OR REPLACE TRIGGER post_houses_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON post_houses
  FOR EACH STATEMENT EXECUTE FUNCTION campus_bump_content_versions('news', 'search');
CREATE OR REPLACE TRIGGER post_tags_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON post_tags
  FOR EACH STATEMENT EXECUTE FUNCTION campus_bump_content_versions('news', 'search');
CREATE OR REPLACE TRIGGER events_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION campus_bump_content_versions('events', 'search');
CREATE OR REPLACE TRIGGER event_houses_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_houses
  FOR EACH STATEMENT EXECUTE FUNCTION campus_bump_content_versions('events', 'search');
CREATE OR REPLACE TRIGGER houses_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON houses
  FOR EACH STATEMENT EXECUTE FUNCTION campus_bump_content_versions('news', 'people', 'search');

CREATE TRIGGER house_pages_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON house_pages
  FOR EACH STATEMENT EXECUTE FUNCTION campus_bump_content_versions('search');
CREATE TRIGGER service_pages_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_pages
  FOR EACH STATEMENT EXECUTE FUNCTION campus_bump_content_versions('search');
CREATE TRIGGER places_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON places
  FOR EACH STATEMENT EXECUTE FUNCTION campus_bump_content_versions('search');
