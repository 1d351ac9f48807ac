import type { Language } from '@campus/domain/locale';
import { CAMPUS_TIME_ZONE, localDate } from './content-sql.ts';
import type { Queryable } from './db.ts';

export interface NewAuditEntry {
  actorId: number;
  actor: string;
  action: string;
  targetType: string;
  target: string;
  before: unknown;
  after: unknown;
}

export async function insertAuditEntry(db: Queryable, entry: NewAuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor_id, actor, action, target_type, target, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      entry.actorId,
      entry.actor,
      entry.action,
      entry.targetType,
      entry.target,
      entry.before === null ? null : JSON.stringify(entry.before),
      entry.after === null ? null : JSON.stringify(entry.after),
    ],
  );
}

export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  actor_name: string;
  action: string;
  target_type: string;
  target: string;
  target_title: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditFilter {
  targetType: string | null;
  target: string | null;
  actor: string | null;
  /** Campus local date or date-time: entries at or after it. */
  after: string | null;
  /** Campus local date or date-time: entries strictly before it. */
  before: string | null;
}

/**
 * What each entry's target is called, in `$lang` when it has languages, joined in the page's one statement
 * (a lateral join per row of the page, each on a unique index, not a query per row): an item's title in
 * that language or else the other, a notification's text, the person a role was given to (the grant as
 * recorded: a revoked grant's row is gone), a picture's size.
 */
const TARGET_TITLE = (lang: string) => `CASE a.target_type
  WHEN 'post' THEN (SELECT p.title FROM posts p WHERE p.translation_group = a.target
    ORDER BY p.language = ${lang} DESC LIMIT 1)
  WHEN 'event' THEN (SELECT e.title FROM events e WHERE e.translation_group = a.target
    ORDER BY e.language = ${lang} DESC LIMIT 1)
  WHEN 'notification' THEN (SELECT CASE WHEN ${lang} = 'fr' THEN m.content_fr ELSE m.content_en END
    FROM notification_messages m WHERE a.target ~ '^[0-9]{1,9}$' AND m.id = a.target::integer)
  WHEN 'grant' THEN COALESCE(NULLIF(COALESCE(a.after, a.before)->>'display_name', ''),
    COALESCE(a.after, a.before)->>'username')
  WHEN 'media' THEN (SELECT sm.width || ' × ' || sm.height FROM staff_media sm
    WHERE a.target ~ '^[0-9]{1,9}$' AND sm.id = a.target::integer)
END`;

export async function auditPage(
  db: Queryable,
  filter: AuditFilter,
  language: Language,
  window: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  // The dates are campus local time, as everything the console shows; a bare date is that day's start.
  const where = `($1::text IS NULL OR a.target_type = $1) AND ($2::text IS NULL OR a.target = $2)
    AND ($3::text IS NULL OR a.actor = $3)
    AND ($4::timestamp IS NULL OR a.at >= $4::timestamp AT TIME ZONE '${CAMPUS_TIME_ZONE}')
    AND ($5::timestamp IS NULL OR a.at < $5::timestamp AT TIME ZONE '${CAMPUS_TIME_ZONE}')`;
  const params = [filter.targetType, filter.target, filter.actor, filter.after, filter.before];
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM audit_log a WHERE ${where}`,
    params,
  );
  const total = count?.total ?? 0;
  if (total === 0) return { rows: [], total };
  const rows = await db.query<AuditRow>(
    `SELECT a.id::int AS id, ${localDate('a.at')} AS at, a.actor, COALESCE(u.display_name, '') AS actor_name,
       a.action, a.target_type, a.target, ${TARGET_TITLE('$8')} AS target_title, a.before, a.after
     FROM (SELECT * FROM audit_log a WHERE ${where} ORDER BY a.at DESC, a.id DESC LIMIT $6 OFFSET $7) a
     LEFT JOIN users u ON u.id = a.actor_id
     ORDER BY a.at DESC, a.id DESC`,
    [...params, window.limit, window.offset, language],
  );
  return { rows, total };
}
