import type { Language } from '@campus/domain/locale';
import type { NotificationAudience, NotificationState } from '@campus/domain/notification';
import { CAMPUS_TIME_ZONE, HOUSE_LABEL_SQL, localDate } from './content-sql.ts';
import type { Queryable } from './db.ts';

export interface NotificationRow {
  id: number;
  parent: number;
  date: string;
  content: string;
  state: NotificationState;
  recipient: string;
  link: string;
  sender_id: number | null;
  sender_name: string | null;
}

/** One recipient's copy with its message, the content in `$lang`. */
const NOTIFICATION_SELECT = (languageParam: string) => `
  SELECT n.id, n.message_id AS parent, ${localDate('n.created_at')} AS date,
    CASE WHEN ${languageParam} = 'fr' THEN m.content_fr ELSE m.content_en END AS content,
    n.state, u.username AS recipient, m.link, h.id AS sender_id,
    COALESCE((SELECT l->>'value' FROM jsonb_array_elements(${HOUSE_LABEL_SQL}) l WHERE l->>'lang' = ${languageParam} LIMIT 1), h.name) AS sender_name
  FROM notifications n
  JOIN notification_messages m ON m.id = n.message_id
  JOIN users u ON u.id = n.user_id
  LEFT JOIN houses h ON h.id = m.sender_house_id`;

/** The person's inbox size and unread count (the partial index answers the second). */
export async function inboxCounts(db: Queryable, userId: number): Promise<{ total: number; unread: number }> {
  const [row] = await db.query<{ total: number; unread: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE state = 'unread')::int AS unread
     FROM notifications WHERE user_id = $1`,
    [userId],
  );
  return row ?? { total: 0, unread: 0 };
}

/** A page of the person's inbox, newest first. */
export function inboxPage(
  db: Queryable,
  userId: number,
  language: Language,
  window: { limit: number; offset: number },
): Promise<NotificationRow[]> {
  return db.query<NotificationRow>(
    `${NOTIFICATION_SELECT('$2')}
     WHERE n.user_id = $1
     ORDER BY n.created_at DESC, n.id DESC
     LIMIT $3 OFFSET $4`,
    [userId, language, window.limit, window.offset],
  );
}

/** One of the person's own copies; null when the id is not one of theirs. */
export async function findOwnNotification(
  db: Queryable,
  userId: number,
  id: number,
  language: Language,
): Promise<NotificationRow | null> {
  const [row] = await db.query<NotificationRow>(
    `${NOTIFICATION_SELECT('$3')} WHERE n.id = $1 AND n.user_id = $2`,
    [id, userId, language],
  );
  return row ?? null;
}

/** Marks the person's own copy read; null when the id is not one of theirs (nothing is written then). */
export async function markOwnRead(
  db: Queryable,
  userId: number,
  id: number,
  language: Language,
): Promise<NotificationRow | null> {
  const marked = await db.query(
    "UPDATE notifications SET state = 'read' WHERE id = $1 AND user_id = $2 RETURNING id",
    [id, userId],
  );
  if (marked.length === 0) return null;
  const [row] = await db.query<NotificationRow>(`${NOTIFICATION_SELECT('$2')} WHERE n.id = $1`, [
    id,
    language,
  ]);
  return row ?? null;
}

export interface NewMessage {
  contentFr: string;
  contentEn: string;
  link: string;
  senderHouseId: number | null;
  audience: NotificationAudience;
  /** null for the sample data. */
  sentBy: number | null;
  /** When a staff member asked it to go (campus time, datetime-local), or absent: at once. */
  sendAt?: string | null;
}

export async function insertMessage(db: Queryable, message: NewMessage): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO notification_messages (content_fr, content_en, link, sender_house_id, audience, sent_by, send_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::timestamp AT TIME ZONE '${CAMPUS_TIME_ZONE}') RETURNING id`,
    [
      message.contentFr,
      message.contentEn,
      message.link,
      message.senderHouseId,
      JSON.stringify(message.audience),
      message.sentBy,
      message.sendAt ?? null,
    ],
  );
  if (row === undefined) throw new Error('The notification message was not stored');
  return row.id;
}

export async function findMessageAudience(
  db: Queryable,
  messageId: number,
): Promise<NotificationAudience | null> {
  const [row] = await db.query<{ audience: NotificationAudience }>(
    // A cancelled message (issue #33) has no audience left: its delayed job, when it runs, delivers nothing.
    'SELECT audience FROM notification_messages WHERE id = $1 AND cancelled_at IS NULL',
    [messageId],
  );
  return row?.audience ?? null;
}

/**
 * Creates every recipient's copy of a message in one statement; a copy that exists already is left as it
 * is (a job run twice, or resumed after a crash, creates no duplicate and does not unread a read one).
 * Integration accounts (user type api) never receive notifications. Returns the number of copies made.
 */
export async function fanOut(
  db: Queryable,
  messageId: number,
  audience: NotificationAudience,
): Promise<number> {
  const recipients =
    audience.type === 'person'
      ? { where: 'u.username = $2', params: [audience.username] }
      : audience.type === 'house'
        ? {
            where: 'EXISTS (SELECT 1 FROM user_houses uh WHERE uh.user_id = u.id AND uh.house_id = $2)',
            params: [audience.house],
          }
        : { where: 'true', params: [] };
  const rows = await db.query<{ id: number }>(
    `INSERT INTO notifications (message_id, user_id)
     SELECT $1, u.id FROM users u WHERE u.user_type <> 'api' AND ${recipients.where}
     ON CONFLICT (message_id, user_id) DO NOTHING
     RETURNING id`,
    [messageId, ...recipients.params],
  );
  await db.query('UPDATE notification_messages SET delivered_at = now() WHERE id = $1', [messageId]);
  return rows.length;
}

export interface PushTarget {
  subscription_id: number;
  kind: 'webpush' | 'fcm';
  endpoint: string;
  p256dh: string | null;
  auth: string | null;
  language: Language;
  content: string;
  link: string;
}

/**
 * The devices to push a message to, claimed once: recipients whose copy was not pushed yet are marked
 * pushed in the same statement, and only those whose `notifications` setting is on are answered, with each
 * of their subscriptions. At most once: a crash after the claim loses the push, never doubles it.
 */
export function claimPushTargets(db: Queryable, messageId: number): Promise<PushTarget[]> {
  return db.query<PushTarget>(
    `WITH claimed AS (
       UPDATE notifications SET pushed_at = now()
       WHERE message_id = $1 AND pushed_at IS NULL
       RETURNING user_id
     )
     SELECT s.id AS subscription_id, s.kind, s.endpoint, s.p256dh, s.auth,
       CASE WHEN u.locale LIKE 'fr%' THEN 'fr' ELSE 'en' END AS language,
       CASE WHEN u.locale LIKE 'fr%' THEN m.content_fr ELSE m.content_en END AS content, m.link
     FROM claimed c
     JOIN users u ON u.id = c.user_id AND u.notifications
     JOIN push_subscriptions s ON s.user_id = c.user_id
     JOIN notification_messages m ON m.id = $1`,
    [messageId],
  );
}

/**
 * Stores a device's subscription for the person, or updates it. An endpoint stored for someone else moves to
 * the caller only when the request proves it holds that subscription: a browser's same p256dh and auth keys,
 * which only the browser that subscribed has (a shared computer signed in as another person). An app's FCM
 * token carries no proof beyond itself, so it never moves (the app gets a fresh one). One statement, so two
 * requests cannot race between a check and the write. False when the row stayed with its owner
 * (docs/decisions/022-push-subscriptions-on-a-shared-browser.md).
 */
export async function saveSubscription(
  db: Queryable,
  userId: number,
  subscription: { kind: 'webpush' | 'fcm'; endpoint: string; p256dh: string | null; auth: string | null },
): Promise<boolean> {
  const saved = await db.query(
    `INSERT INTO push_subscriptions (user_id, kind, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, kind = excluded.kind,
       p256dh = excluded.p256dh, auth = excluded.auth
     WHERE push_subscriptions.user_id = excluded.user_id
       OR (push_subscriptions.kind = 'webpush' AND excluded.kind = 'webpush'
           AND push_subscriptions.p256dh = excluded.p256dh AND push_subscriptions.auth = excluded.auth)
     RETURNING id`,
    [userId, subscription.kind, subscription.endpoint, subscription.p256dh, subscription.auth],
  );
  return saved.length > 0;
}

export async function deleteOwnSubscription(db: Queryable, userId: number, endpoint: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [userId, endpoint]);
}

export async function deleteSubscription(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE id = $1', [id]);
}

export async function houseExists(db: Queryable, houseId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM houses WHERE id = $1', [houseId]);
  return rows.length > 0;
}

export async function personExists(db: Queryable, username: string): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM users WHERE username = $1 AND user_type <> 'api'", [username]);
  return rows.length > 0;
}

/** Until the staff console's roles exist (issue #18), sending is for integration accounts (user type api). */
export async function isIntegrationAccount(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM users WHERE id = $1 AND user_type = 'api'", [userId]);
  return rows.length > 0;
}
