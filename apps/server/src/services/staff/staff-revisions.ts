/**
 * Revisions of the staff console's items (issue #33): every successful save keeps the whole item as it was
 * saved, with who and when, so that an editor can compare two versions and restore one (the console PUTs
 * the revision's content back: it becomes the draft, or the change staged on a live item).
 */
import type {
  StaffContentType,
  StaffItem,
  StaffItemBody,
  StaffRevision,
  StaffRevisionKind,
  StaffRevisionListQuery,
  StaffRevisionSummary,
} from '@campus/domain/staff';
import { WpHttpError } from '@campus/domain/wp-error';
import type { Queryable } from '../../db/db.ts';
import {
  hasRevisions,
  insertRevision,
  pruneRevisions,
  revisionById,
  revisionPage,
  type RevisionRow,
} from '../../db/staff-revisions-repository.ts';
import { editedType } from './edited-types.ts';
import type { StaffCaller } from './staff-access.ts';

/**
 * Revisions kept per item: enough for weeks of daily edits, without a long-lived item's history growing
 * without end. The newest version written to the rows residents read is always kept besides.
 */
export const REVISIONS_KEPT = 50;

/** The editable content of an item as a PUT carries it: what a revision keeps. */
export function itemBody(item: StaffItem): StaffItemBody {
  const body: StaffItemBody = { houses: item.houses, image: item.image };
  if (item.fr !== undefined) body.fr = item.fr;
  if (item.en !== undefined) body.en = item.en;
  // The type's own fields of the item (edited-types.ts), under the same names in a body.
  for (const name of Object.keys(editedType(item.type).fields.item)) {
    const value = (item as Record<string, unknown>)[name];
    if (value !== undefined) (body as Record<string, unknown>)[name] = value;
  }
  return body;
}

/**
 * Records a save. An item edited for the first time since the console keeps revisions (a sample item, or
 * one saved before) first gets its content as it was found, `original`, dated and signed as the item was.
 */
export async function recordRevision(
  tx: Queryable,
  caller: StaffCaller,
  type: StaffContentType,
  group: string,
  save: {
    kind: StaffRevisionKind;
    liveContent: boolean;
    content: StaffItemBody;
    liveBefore: StaffItem | null;
  },
): Promise<void> {
  if (save.liveBefore !== null && !(await hasRevisions(tx, type, group))) {
    const { liveBefore } = save;
    await insertRevision(tx, type, group, {
      kind: 'original',
      liveContent: true,
      content: itemBody(liveBefore),
      author: { id: null, username: liveBefore.author.username, displayName: liveBefore.author.display_name },
      savedAt: liveBefore.modified,
    });
  }
  await insertRevision(tx, type, group, {
    kind: save.kind,
    liveContent: save.liveContent,
    content: save.content,
    author: { id: caller.id, username: caller.username },
  });
  await pruneRevisions(tx, type, group, REVISIONS_KEPT);
}

const notFound = () => new WpHttpError(404, 'rest_revision_invalid_id', 'Invalid revision ID.');

function summaryOf(item: StaffItem, row: RevisionRow & { newest: boolean }): StaffRevisionSummary {
  return {
    id: row.id,
    date: row.date,
    author: { username: row.author_username, display_name: row.author_display_name },
    kind: row.kind,
    live: row.newest_live && item.status === 'publish',
    staged: row.newest && row.kind === 'stage' && item.staged !== undefined,
  };
}

/** GET /staff/items/{type}/{group}/revisions, for an item the caller may read (`item`, loaded by them). */
export async function listRevisions(
  db: Queryable,
  item: StaffItem,
  query: StaffRevisionListQuery,
): Promise<{ revisions: StaffRevisionSummary[]; total: number }> {
  const { rows, total } = await revisionPage(db, item.type, item.group, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { revisions: rows.map((row) => summaryOf(item, row)), total };
}

/** GET /staff/items/{type}/{group}/revisions/{revision}. */
export async function getRevision(db: Queryable, item: StaffItem, id: number): Promise<StaffRevision> {
  const row = await revisionById(db, item.type, item.group, id);
  if (row === null) throw notFound();
  return { ...summaryOf(item, row), content: row.content };
}
