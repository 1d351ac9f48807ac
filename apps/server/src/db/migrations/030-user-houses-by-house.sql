-- The viewer's housemates from the index alone (issue #31): the directory, the people search and every
-- count of findable people read the people of the viewer's houses (VISIBLE_TO_VIEWER_SQL in
-- apps/server/src/db/directory-repository.ts) on every request. By house only, 001's index made each of a
-- house's ~300 residents a heap fetch (70 buffers a directory page on the large campus); by house and
-- user, an index-only scan reads 7 (the page 74 instead of 137).
CREATE INDEX user_houses_house_user_idx ON user_houses (house_id, user_id);
-- 001's user_houses_house_idx, which the new index makes redundant, stays for now: the previous release's
-- expected schema lists it, and its instances answer 503 on /health without it during a rolling upgrade
-- (expand, then contract: docs/operations.md). A later release drops it.
