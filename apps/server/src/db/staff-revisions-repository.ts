/**
 * The SQL of staged changes and revisions of the staff console's items (issue #33, migration 025): a change
 * to a live item kept apart from the rows residents read, and every saved version of an item.
 */
import type { StagedState, StaffContentType, StaffItemBody, StaffRevisionKind } from '@campus/domain/staff';
import { campusTime, localDate } from './content-sql.ts';
import type { Queryable } from './db.ts';

export interface StagedChangeRow {
  content: StaffItemBody;
  state: StagedState;
  review_note: string;
  modified: string;
  author_username: string;
  author_display_name: string;
}

export async function stagedChange(
  db: Queryable,
  type: StaffContentType,
  group: string,
): Promise<StagedChangeRow | null> {
  const [row] = await db.query<StagedChangeRow>(
    `SELECT s.content, s.state, s.review_note, ${localDate('s.saved_at')} AS modified,
       COALESCE(u.username, '') AS author_username, COALESCE(u.display_name, '') AS author_display_name
     FROM staff_staged_changes s LEFT JOIN users u ON u.id = s.author_id
     WHERE s.item_type = $1 AND s.item_group = $2`,
    [type, group],
  );
  return row ?? null;
}

/** Saves the change staged on an item, replacing the one before; its state stays as it was (draft if new). */
export async function saveStagedChange(
  db: Queryable,
  type: StaffContentType,
  group: string,
  content: StaffItemBody,
  authorId: number,
): Promise<void> {
  await db.query(
    `INSERT INTO staff_staged_changes (item_type, item_group, content, author_id)
     VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (item_type, item_group)
     DO UPDATE SET content = EXCLUDED.content, author_id = EXCLUDED.author_id, saved_at = now()`,
    [type, group, JSON.stringify(content), authorId],
  );
}

export async function setStagedState(
  db: Queryable,
  type: StaffContentType,
  group: string,
  state: StagedState,
  reviewNote: string,
): Promise<void> {
  await db.query(
    `UPDATE staff_staged_changes SET state = $3, review_note = $4 WHERE item_type = $1 AND item_group = $2`,
    [type, group, state, reviewNote],
  );
}

export async function deleteStagedChange(
  db: Queryable,
  type: StaffContentType,
  group: string,
): Promise<void> {
  await db.query('DELETE FROM staff_staged_changes WHERE item_type = $1 AND item_group = $2', [type, group]);
}

export interface NewRevision {
  kind: StaffRevisionKind;
  /** Written to the rows residents read (false: staged only). */
  liveContent: boolean;
  content: StaffItemBody;
  /** The display name is read from the directory when not given. */
  author: { id: number | null; username: string; displayName?: string };
  /** When it was saved, campus time; now() when absent (an original version carries the item's own date). */
  savedAt?: string;
}

export async function insertRevision(
  db: Queryable,
  type: StaffContentType,
  group: string,
  revision: NewRevision,
): Promise<void> {
  await db.query(
    `INSERT INTO staff_item_revisions
       (item_type, item_group, kind, live_content, content, author_id, author, author_display_name, saved_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7,
       COALESCE($8::text, (SELECT display_name FROM users WHERE id = $6), $7),
       COALESCE(${campusTime('$9')}, now()))`,
    [
      type,
      group,
      revision.kind,
      revision.liveContent,
      JSON.stringify(revision.content),
      revision.author.id,
      revision.author.username,
      revision.author.displayName ?? null,
      revision.savedAt ?? null,
    ],
  );
}

export async function hasRevisions(db: Queryable, type: StaffContentType, group: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM staff_item_revisions WHERE item_type = $1 AND item_group = $2 LIMIT 1',
    [type, group],
  );
  return rows.length > 0;
}

/** Keeps the `keep` newest revisions of an item, and always its newest live one (residents' version). */
export async function pruneRevisions(
  db: Queryable,
  type: StaffContentType,
  group: string,
  keep: number,
): Promise<void> {
  await db.query(
    `DELETE FROM staff_item_revisions r
     WHERE r.item_type = $1 AND r.item_group = $2
       AND r.id NOT IN (SELECT id FROM staff_item_revisions WHERE item_type = $1 AND item_group = $2
                        ORDER BY id DESC LIMIT $3)
       AND r.id <> (SELECT max(id) FROM staff_item_revisions
                    WHERE item_type = $1 AND item_group = $2 AND live_content)`,
    [type, group, keep],
  );
}

export interface RevisionRow {
  id: number;
  date: string;
  kind: StaffRevisionKind;
  author_username: string;
  author_display_name: string;
  /** The newest revision written to the rows: their content now. */
  newest_live: boolean;
}

const REVISION_COLUMNS = `r.id::int AS id, ${localDate('r.saved_at')} AS date, r.kind,
  r.author AS author_username, r.author_display_name,
  r.live_content AND r.id = (SELECT max(l.id) FROM staff_item_revisions l
    WHERE l.item_type = r.item_type AND l.item_group = r.item_group AND l.live_content) AS newest_live`;

/** One page of an item's revisions, newest first, with the total. */
export async function revisionPage(
  db: Queryable,
  type: StaffContentType,
  group: string,
  window: { limit: number; offset: number },
): Promise<{ rows: (RevisionRow & { newest: boolean })[]; total: number }> {
  const [count] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM staff_item_revisions WHERE item_type = $1 AND item_group = $2',
    [type, group],
  );
  const rows = await db.query<RevisionRow & { newest: boolean }>(
    `SELECT ${REVISION_COLUMNS}, r.id = (SELECT max(n.id) FROM staff_item_revisions n
         WHERE n.item_type = r.item_type AND n.item_group = r.item_group) AS newest
     FROM staff_item_revisions r WHERE r.item_type = $1 AND r.item_group = $2
     ORDER BY r.id DESC LIMIT $3 OFFSET $4`,
    [type, group, window.limit, window.offset],
  );
  return { rows, total: count?.total ?? 0 };
}

export async function revisionById(
  db: Queryable,
  type: StaffContentType,
  group: string,
  id: number,
): Promise<(RevisionRow & { newest: boolean; content: StaffItemBody }) | null> {
  const [row] = await db.query<RevisionRow & { newest: boolean; content: StaffItemBody }>(
    `SELECT ${REVISION_COLUMNS}, r.content, r.id = (SELECT max(n.id) FROM staff_item_revisions n
         WHERE n.item_type = r.item_type AND n.item_group = r.item_group) AS newest
     FROM staff_item_revisions r WHERE r.item_type = $1 AND r.item_group = $2 AND r.id = $3`,
    [type, group, id],
  );
  return row ?? null;
}
