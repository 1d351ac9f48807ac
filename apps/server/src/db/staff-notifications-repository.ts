/**
 * The staff console's notifications (issue #33): the messages a staff member may see with their reach and
 * read counts, and their cancellation before they go. Counted for the page's rows only, in the same
 * statement (no query per row): reach on the unique (message_id, user_id) index, reads on the partial
 * notifications_message_read_idx (migration 026).
 */
import type { StaffNotificationState, StaffNotificationSummary } from '@campus/domain/staff-notification';
import { localDate } from './content-sql.ts';
import type { Queryable } from './db.ts';

/** The state as the console names it, from the message's columns (one rule for the list and its filter). */
const STATE_SQL = `CASE WHEN m.cancelled_at IS NOT NULL THEN 'cancelled'
  WHEN m.delivered_at IS NULL AND m.send_at > now() THEN 'scheduled' ELSE 'sent' END`;

export interface StaffNotificationFilter {
  /** null: every message (a campus editor); else the messages to these houses only. */
  houses: readonly number[] | null;
  state: StaffNotificationState | null;
  /** One message only. */
  id?: number;
}

function whereOf(filter: StaffNotificationFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (filter.houses !== null) {
    params.push(filter.houses);
    conditions.push(
      `m.audience->>'type' = 'house' AND (m.audience->>'house')::integer = ANY($${String(params.length)}::integer[])`,
    );
  }
  if (filter.state !== null) {
    params.push(filter.state);
    conditions.push(`(${STATE_SQL}) = $${String(params.length)}`);
  }
  if (filter.id !== undefined) {
    params.push(filter.id);
    conditions.push(`m.id = $${String(params.length)}`);
  }
  return { where: conditions.length === 0 ? 'true' : conditions.join(' AND '), params };
}

export async function staffNotificationPage(
  db: Queryable,
  filter: StaffNotificationFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: StaffNotificationSummary[]; total: number }> {
  const { where, params } = whereOf(filter);
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM notification_messages m WHERE ${where}`,
    params,
  );
  const total = count?.total ?? 0;
  if (total === 0) return { rows: [], total };
  const limit = `$${String(params.length + 1)}`;
  const offset = `$${String(params.length + 2)}`;
  const rows = await db.query<StaffNotificationSummary>(
    `WITH page AS (
       SELECT m.* FROM notification_messages m WHERE ${where}
       ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit} OFFSET ${offset}
     )
     SELECT m.id, json_build_object('fr', m.content_fr, 'en', m.content_en) AS content, m.link,
       CASE m.audience->>'type'
         WHEN 'house' THEN json_build_object('type', 'house',
           'house', json_build_object('id', (m.audience->>'house')::integer, 'name', COALESCE(ah.name, '')))
         WHEN 'person' THEN json_build_object('type', 'person',
           'person', json_build_object('username', m.audience->>'username', 'name', COALESCE(au.display_name, '')))
         ELSE json_build_object('type', 'everyone')
       END AS audience,
       CASE WHEN sh.id IS NULL THEN NULL ELSE json_build_object('term_id', sh.id, 'name', sh.name) END AS sender,
       ${STATE_SQL} AS state,
       ${localDate('m.created_at')} AS created_at,
       CASE WHEN m.send_at IS NULL THEN NULL ELSE ${localDate('m.send_at')} END AS send_at,
       CASE WHEN m.cancelled_at IS NULL THEN NULL ELSE ${localDate('m.cancelled_at')} END AS cancelled_at,
       CASE WHEN cu.id IS NULL THEN NULL
         ELSE json_build_object('username', cu.username, 'name', cu.display_name) END AS created_by,
       (SELECT count(*)::int FROM notifications n WHERE n.message_id = m.id) AS reach,
       (SELECT count(*)::int FROM notifications n WHERE n.message_id = m.id AND n.state = 'read') AS read
     FROM page m
     LEFT JOIN houses ah ON m.audience->>'type' = 'house' AND ah.id = (m.audience->>'house')::integer
     LEFT JOIN users au ON m.audience->>'type' = 'person' AND au.username = m.audience->>'username'
     LEFT JOIN houses sh ON sh.id = m.sender_house_id
     LEFT JOIN users cu ON cu.id = m.sent_by
     ORDER BY m.created_at DESC, m.id DESC`,
    [...params, window.limit, window.offset],
  );
  return { rows, total };
}

/** The message's audience house (type house) or null, and whether it exists at all. */
export async function findMessageScope(db: Queryable, id: number): Promise<{ house: number | null } | null> {
  const [row] = await db.query<{ house: number | null }>(
    `SELECT CASE WHEN audience->>'type' = 'house' THEN (audience->>'house')::integer END AS house
     FROM notification_messages WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

/**
 * Cancels a message that is still scheduled: one statement, so a delivery starting at the same moment
 * either finds it cancelled or has already marked it delivered (then nothing is cancelled). True when it
 * was cancelled.
 */
export async function cancelScheduledMessage(db: Queryable, id: number, userId: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE notification_messages SET cancelled_at = now(), cancelled_by = $2
     WHERE id = $1 AND cancelled_at IS NULL AND delivered_at IS NULL AND send_at > now()
     RETURNING id`,
    [id, userId],
  );
  return rows.length > 0;
}
