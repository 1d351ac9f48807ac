/**
 * SQL of the contact form entries (spec §3 Entry, §4) and of the local mail outbox (issue #15).
 */
import type { EntryPostType, EntryStatus } from '@campus/domain/forms';
import type { Queryable } from './db.ts';
import { visibleEventSql } from './events-repository.ts';

/**
 * The published item of each type whose acf.form an entry uses; an event only when the person may see it
 * (§3 Event visibility), so a house event's form cannot be reached from another house.
 */
const ITEM_SQL: Readonly<Record<EntryPostType, string>> = {
  post: "SELECT acf->'form' AS form FROM posts WHERE id = $1 AND status = 'publish'",
  event: `SELECT e.acf->'form' AS form FROM events e WHERE e.id = $1 AND e.status = 'publish'
    AND ${visibleEventSql('e', '$2')}`,
  page: "SELECT acf->'form' AS form FROM pages WHERE id = $1 AND status = 'publish'",
  service: "SELECT acf->'form' AS form FROM service_pages WHERE id = $1 AND status = 'publish'",
};

/** The item's contact form config (acf.form, possibly null), or undefined when the item is not there. */
export async function findItemContactForm(
  db: Queryable,
  postType: EntryPostType,
  postId: number,
  viewerId: number,
): Promise<unknown> {
  const params = postType === 'event' ? [postId, viewerId] : [postId];
  const [row] = await db.query<{ form: unknown }>(ITEM_SQL[postType], params);
  return row === undefined ? undefined : row.form;
}

export interface SenderRow {
  first_name: string;
  last_name: string;
  email: string;
  display_name: string;
}

export async function findSender(db: Queryable, userId: number): Promise<SenderRow | null> {
  const [row] = await db.query<SenderRow>(
    'SELECT first_name, last_name, email, display_name FROM users WHERE id = $1',
    [userId],
  );
  return row ?? null;
}

export interface EntryRow {
  id: number;
  date: string;
  post_type: EntryPostType;
  post_id: number;
  title: string;
  receiver: string;
  datas: { key: string; value: string }[];
  entry_status: EntryStatus;
}

const ENTRY_COLUMNS = `id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS date, post_type,
  post_id, title, receiver, datas, entry_status`;

export interface NewEntry {
  postType: EntryPostType;
  postId: number;
  userId: number;
  title: string;
  receiver: string;
  datas: { key: string; value: string }[];
}

export async function insertEntry(db: Queryable, entry: NewEntry): Promise<EntryRow> {
  const [row] = await db.query<EntryRow>(
    `INSERT INTO contact_entries (post_type, post_id, user_id, title, receiver, datas)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)
     RETURNING ${ENTRY_COLUMNS}`,
    [entry.postType, entry.postId, entry.userId, entry.title, entry.receiver, JSON.stringify(entry.datas)],
  );
  if (!row) throw new Error('The entry was not inserted');
  return row;
}

export async function findEntry(db: Queryable, id: number): Promise<EntryRow | null> {
  const [row] = await db.query<EntryRow>(`SELECT ${ENTRY_COLUMNS} FROM contact_entries WHERE id = $1`, [id]);
  return row ?? null;
}

export async function markEntrySent(db: Queryable, id: number): Promise<void> {
  await db.query(
    "UPDATE contact_entries SET entry_status = 'sent', sent_at = now(), failure = NULL WHERE id = $1",
    [id],
  );
}

/** A failed attempt; never undoes a send that succeeded already. */
export async function markEntryFailed(db: Queryable, id: number, failure: string): Promise<void> {
  await db.query(
    "UPDATE contact_entries SET entry_status = 'failed', failure = $2 WHERE id = $1 AND entry_status <> 'sent'",
    [id, failure],
  );
}

export interface OutboxRow {
  id: number;
  entry_id: number | null;
  recipient: string;
  sender: string;
  reply_to: string;
  subject: string;
  body: string;
  created_at: string;
}

export type NewOutboxMessage = Omit<OutboxRow, 'id' | 'created_at'>;

/** Keeps a message in the outbox; a second one for the same entry (a retried job) is not added. */
export async function insertOutboxMessage(db: Queryable, message: NewOutboxMessage): Promise<void> {
  await db.query(
    `INSERT INTO mail_outbox (entry_id, recipient, sender, reply_to, subject, body)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (entry_id) DO NOTHING`,
    [message.entry_id, message.recipient, message.sender, message.reply_to, message.subject, message.body],
  );
}

export async function outboxPage(
  db: Queryable,
  window: { limit: number; offset: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const [count] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM mail_outbox');
  const rows = await db.query<OutboxRow>(
    `SELECT id, entry_id, recipient, sender, reply_to, subject, body,
       to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS created_at
     FROM mail_outbox ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [window.limit, window.offset],
  );
  return { rows, total: count?.total ?? 0 };
}

/**
 * A page of contact-form entries, newest first, with the total: every entry when `houses` is null, else
 * only entries of news and events all of whose houses are among `houses` (a house editor's).
 */
export async function entriesPage(
  db: Queryable,
  houses: readonly number[] | null,
  window: { limit: number; offset: number },
): Promise<{ rows: EntryRow[]; total: number }> {
  const ofHouses = (type: string, joinTable: string, key: string) =>
    `(post_type = '${type}' AND EXISTS (SELECT 1 FROM ${joinTable} j WHERE j.${key} = post_id)
      AND NOT EXISTS (SELECT 1 FROM ${joinTable} j WHERE j.${key} = post_id AND NOT j.house_id = ANY($1::int[])))`;
  const where = `$1::int[] IS NULL OR ${ofHouses('post', 'post_houses', 'post_id')}
    OR ${ofHouses('event', 'event_houses', 'event_id')}`;
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM contact_entries WHERE ${where}`,
    [houses],
  );
  const total = count?.total ?? 0;
  if (total === 0) return { rows: [], total };
  const rows = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM contact_entries WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [houses, window.limit, window.offset],
  );
  return { rows, total };
}
