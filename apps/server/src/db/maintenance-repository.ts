/**
 * Maintenance requests, their followers and timeline (issue #32, migration 029). Reads answer rows in one
 * statement each (the house's and area's names in the caller's language, the followers counted, the
 * caller's relation) so that a list is one query whatever its length.
 */
import {
  OPEN_MAINTENANCE_STATUSES,
  type MaintenanceAction,
  type MaintenanceCategory,
  type MaintenanceStatus,
  type MaintenanceUrgency,
} from '@campus/domain/maintenance-rules';
import type { Language } from '@campus/domain/locale';
import { CAMPUS_TIME_ZONE, HOUSE_LABEL_SQL } from './content-sql.ts';
import type { Queryable } from './db.ts';

/** An instant as ISO 8601 in UTC. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
/**
 * `<column> IN ('submitted', …)`: the open statuses of packages/domain written into the statement as
 * literals, as migration 029's partial index of open requests is, so that the planner can match the two.
 */
const isOpenSql = (column: string) =>
  `${column} IN (${OPEN_MAINTENANCE_STATUSES.map((status) => `'${status}'`).join(', ')})`;
/** The house aliased h by its label in $lang, else its name. */
const houseName = (
  lang: string,
) => `COALESCE((SELECT l->>'value' FROM jsonb_array_elements(${HOUSE_LABEL_SQL}) l
    WHERE l->>'lang' = ${lang} LIMIT 1), h.name)`;

export interface MaintenanceRow {
  id: number;
  author_id: number;
  author_name: string;
  house_id: number;
  house_name: string;
  room: string | null;
  area_id: number | null;
  area_name: string | null;
  category: MaintenanceCategory;
  urgency: MaintenanceUrgency;
  description: string;
  entry_allowed: boolean;
  status: MaintenanceStatus;
  slot_date: string | null;
  slot_from: string | null;
  slot_to: string | null;
  merged_into: number | null;
  created: string;
  modified: string;
  resolved_at: string | null;
  first_answer_at: string | null;
  assignee_id: number | null;
  assignee_name: string | null;
  photos: { id: number; by_team: boolean; width: number; height: number }[];
  followers: number;
  /** The viewer ($2) added "me too" to it. */
  followed: boolean;
}

/** $1 the language, $2 the viewer; `extra` columns go first (a list's window count). */
const selectRequest = (
  extra = '',
) => `SELECT ${extra} r.id, r.author_id, u.display_name AS author_name, r.house_id,
    ${houseName('$1')} AS house_name, r.room, r.area_id,
    CASE WHEN $1 = 'fr' THEN a.name_fr ELSE a.name_en END AS area_name,
    r.category, r.urgency, r.description, r.entry_allowed, r.status,
    to_char(r.slot_date, 'YYYY-MM-DD') AS slot_date, to_char(r.slot_from, 'HH24:MI') AS slot_from,
    to_char(r.slot_to, 'HH24:MI') AS slot_to, r.merged_into,
    ${iso('r.created_at')} AS created, ${iso('r.updated_at')} AS modified, ${iso('r.resolved_at')} AS resolved_at,
    ${iso('r.first_answer_at')} AS first_answer_at, r.assignee_id, assignee.display_name AS assignee_name,
    COALESCE((SELECT json_agg(json_build_object('id', p.id, 'by_team', p.by_team, 'width', p.width,
      'height', p.height) ORDER BY p.id) FROM maintenance_photos p WHERE p.request_id = r.id), '[]'::json) AS photos,
    (SELECT count(*)::int FROM maintenance_followers f WHERE f.request_id = r.id) AS followers,
    EXISTS (SELECT 1 FROM maintenance_followers f WHERE f.request_id = r.id AND f.user_id = $2) AS followed
  FROM maintenance_requests r
  JOIN users u ON u.id = r.author_id
  JOIN houses h ON h.id = r.house_id
  LEFT JOIN users assignee ON assignee.id = r.assignee_id
  LEFT JOIN house_areas a ON a.id = r.area_id`;

export async function findRequest(
  db: Queryable,
  id: number,
  viewerId: number,
  language: Language,
): Promise<MaintenanceRow | null> {
  const [row] = await db.query<MaintenanceRow>(`${selectRequest()} WHERE r.id = $3`, [
    language,
    viewerId,
    id,
  ]);
  return row ?? null;
}

/** The viewer's own requests and those they follow, newest first, with their total. */
export async function ownAndFollowedRequests(
  db: Queryable,
  viewerId: number,
  options: { language: Language; openOnly: boolean; limit: number; offset: number },
): Promise<{ rows: MaintenanceRow[]; total: number }> {
  const where = `(r.author_id = $2 OR EXISTS (SELECT 1 FROM maintenance_followers f
      WHERE f.request_id = r.id AND f.user_id = $2))
    ${options.openOnly ? "AND r.status NOT IN ('closed', 'cancelled', 'merged')" : ''}`;
  const rows = await db.query<MaintenanceRow & { total: number }>(
    `${selectRequest('count(*) OVER ()::int AS total,')}
     WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $3 OFFSET $4`,
    [options.language, viewerId, options.limit, options.offset],
  );
  const total = rows[0]?.total ?? (options.offset === 0 ? 0 : await countOwnAndFollowed(db, viewerId, where));
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** The total alone, for a page past the end (the window count has no row to ride on). */
async function countOwnAndFollowed(db: Queryable, viewerId: number, where: string): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM maintenance_requests r WHERE ${where.replaceAll('$2', '$1')}`,
    [viewerId],
  );
  return row?.total ?? 0;
}

export interface MaintenanceEventRow {
  id: number;
  at: string;
  kind: 'step' | 'message' | 'me-too';
  by_team: boolean;
  actor_id: number | null;
  actor_name: string | null;
  action: MaintenanceAction | null;
  from_status: MaintenanceStatus | null;
  to_status: MaintenanceStatus | null;
  message: string;
}

export function timelineOf(db: Queryable, requestId: number): Promise<MaintenanceEventRow[]> {
  return db.query<MaintenanceEventRow>(
    `SELECT e.id, ${iso('e.at')} AS at, e.kind, e.by_team, e.actor_id, u.display_name AS actor_name,
       e.action, e.from_status, e.to_status, e.message
     FROM maintenance_events e LEFT JOIN users u ON u.id = e.actor_id
     WHERE e.request_id = $1 ORDER BY e.id`,
    [requestId],
  );
}

/** The viewer's houses with their room in each, first house first. */
export function homesOf(db: Queryable, userId: number): Promise<{ house_id: number; room: string | null }[]> {
  return db.query('SELECT house_id, room FROM user_houses WHERE user_id = $1 ORDER BY position', [userId]);
}

export function houseWithAreas(
  db: Queryable,
  houseId: number,
  language: Language,
): Promise<{ house_name: string; areas: { id: number; name: string }[] }[]> {
  return db.query(
    `SELECT ${houseName('$2')} AS house_name,
       COALESCE((SELECT json_agg(json_build_object('id', a.id,
         'name', CASE WHEN $2 = 'fr' THEN a.name_fr ELSE a.name_en END) ORDER BY a.position, a.id)
         FROM house_areas a WHERE a.house_id = h.id), '[]'::json) AS areas
     FROM houses h WHERE h.id = $1`,
    [houseId, language],
  );
}

export async function areaHouse(db: Queryable, areaId: number): Promise<number | null> {
  const [row] = await db.query<{ house_id: number }>('SELECT house_id FROM house_areas WHERE id = $1', [
    areaId,
  ]);
  return row?.house_id ?? null;
}

export interface NewMaintenanceRequest {
  authorId: number;
  houseId: number;
  room: string | null;
  areaId: number | null;
  category: MaintenanceCategory;
  urgency: MaintenanceUrgency;
  description: string;
  entryAllowed: boolean;
}

/**
 * Every write takes its instant from the caller (the app's clock, which tests move), never the database's
 * now(): the reopening window, the ages and the figures all count on one clock.
 */
export async function insertRequest(
  db: Queryable,
  request: NewMaintenanceRequest,
  at: Date,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO maintenance_requests
       (author_id, house_id, room, area_id, category, urgency, description, entry_allowed, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
    [
      request.authorId,
      request.houseId,
      request.room,
      request.areaId,
      request.category,
      request.urgency,
      request.description,
      request.entryAllowed,
      at.toISOString(),
    ],
  );
  if (row === undefined) throw new Error('The maintenance request was not stored');
  return row.id;
}

export interface NewMaintenanceEvent {
  requestId: number;
  actorId: number | null;
  byTeam: boolean;
  kind: 'step' | 'message' | 'me-too';
  action?: MaintenanceAction;
  from?: MaintenanceStatus;
  to?: MaintenanceStatus;
  message?: string;
}

export async function insertEvent(db: Queryable, event: NewMaintenanceEvent, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO maintenance_events
       (request_id, actor_id, by_team, kind, action, from_status, to_status, message, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      event.requestId,
      event.actorId,
      event.byTeam,
      event.kind,
      event.action ?? null,
      event.from ?? null,
      event.to ?? null,
      event.message ?? '',
      at.toISOString(),
    ],
  );
  // The team's first word, step or message, is the request's first answer (the house's figures).
  await db.query(
    `UPDATE maintenance_requests SET updated_at = $2,
       first_answer_at = CASE WHEN $3 THEN COALESCE(first_answer_at, $2) ELSE first_answer_at END
     WHERE id = $1`,
    [event.requestId, at.toISOString(), event.byTeam],
  );
}

export interface StatusChange {
  status: MaintenanceStatus;
  slot: { date: string; from: string; to: string } | null | undefined;
  mergedInto: number | null;
  /** When it was resolved, by the app's clock (the reopening window counts from it); null to keep it. */
  resolvedAt: Date | null;
}

/** Moves the request to its new status, keeping its slot unless `slot` is given (null clears it). */
export async function updateStatus(db: Queryable, id: number, change: StatusChange, at: Date): Promise<void> {
  const keepSlot = change.slot === undefined;
  await db.query(
    `UPDATE maintenance_requests SET status = $2, merged_into = $3,
       resolved_at = COALESCE($4::timestamptz, resolved_at),
       slot_date = CASE WHEN $5 THEN slot_date ELSE $6::date END,
       slot_from = CASE WHEN $5 THEN slot_from ELSE $7::time END,
       slot_to = CASE WHEN $5 THEN slot_to ELSE $8::time END,
       updated_at = $9
     WHERE id = $1`,
    [
      id,
      change.status,
      change.mergedInto,
      change.resolvedAt?.toISOString() ?? null,
      keepSlot,
      change.slot?.date ?? null,
      change.slot?.from ?? null,
      change.slot?.to ?? null,
      at.toISOString(),
    ],
  );
}

/** Adds the follower; false when they already followed it. */
export async function addFollower(
  db: Queryable,
  requestId: number,
  userId: number,
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO maintenance_followers (request_id, user_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING request_id`,
    [requestId, userId, at.toISOString()],
  );
  return rows.length > 0;
}

/** The people a change is told to: the author and the followers. */
export function audienceOf(db: Queryable, requestId: number): Promise<{ id: number; username: string }[]> {
  return db.query(
    `SELECT u.id, u.username FROM maintenance_requests r JOIN users u ON u.id = r.author_id WHERE r.id = $1
     UNION SELECT u.id, u.username FROM maintenance_followers f JOIN users u ON u.id = f.user_id
     WHERE f.request_id = $1`,
    [requestId],
  );
}

export interface OpenAreaRequestRow {
  id: number;
  category: MaintenanceCategory;
  description: string;
  status: MaintenanceStatus;
  created: string;
  followers: number;
  following: boolean;
}

/** The open requests of a common area, oldest first; `following`: the viewer ($2) reported or follows it. */
export function openRequestsOfArea(
  db: Queryable,
  areaId: number,
  viewerId: number,
): Promise<OpenAreaRequestRow[]> {
  return db.query<OpenAreaRequestRow>(
    `SELECT r.id, r.category, r.description, r.status, ${iso('r.created_at')} AS created,
       (SELECT count(*)::int FROM maintenance_followers f WHERE f.request_id = r.id) AS followers,
       (r.author_id = $2 OR EXISTS (SELECT 1 FROM maintenance_followers f
         WHERE f.request_id = r.id AND f.user_id = $2)) AS following
     FROM maintenance_requests r
     WHERE r.area_id = $1 AND ${isOpenSql('r.status')}
     ORDER BY r.created_at, r.id`,
    [areaId, viewerId],
  );
}

/** The queue's filters as the repository takes them; `houses` null: every house. */
export interface QueueFilter {
  houses: readonly number[] | null;
  house: number | null;
  statuses: readonly MaintenanceStatus[] | null;
  category: MaintenanceCategory | null;
  urgency: MaintenanceUrgency | null;
  /** An id, 0 for "nobody", null for any. */
  assignee: number | null;
  area: number | null;
  room: string | null;
  /** Reported before this instant. */
  reportedBefore: Date | null;
  order: 'asc' | 'desc';
}

/** The WHERE clause of the queue's filters, its parameters numbered from `first`. */
function queueWhere(filter: QueueFilter, first: number): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${String(first + params.length - 1)}`));
  };
  if (filter.houses !== null) add((p) => `r.house_id = ANY(${p}::int[])`, filter.houses);
  if (filter.house !== null) add((p) => `r.house_id = ${p}`, filter.house);
  if (filter.statuses !== null) add((p) => `r.status = ANY(${p}::text[])`, filter.statuses);
  if (filter.category !== null) add((p) => `r.category = ${p}`, filter.category);
  if (filter.urgency !== null) add((p) => `r.urgency = ${p}`, filter.urgency);
  if (filter.assignee === 0) clauses.push('r.assignee_id IS NULL');
  else if (filter.assignee !== null) add((p) => `r.assignee_id = ${p}`, filter.assignee);
  if (filter.area !== null) add((p) => `r.area_id = ${p}`, filter.area);
  if (filter.room !== null) add((p) => `r.room = ${p}`, filter.room);
  if (filter.reportedBefore !== null) add((p) => `r.created_at < ${p}`, filter.reportedBefore.toISOString());
  return { sql: clauses.length === 0 ? 'TRUE' : clauses.join(' AND '), params };
}

/**
 * The queue's total: filtered by house and status only (its usual views), the sum of the kept counts
 * (maintenance_counts, migration 029), else a count of the matching requests. The parameters are the
 * queue's, in the same order as queueWhere numbers them from $3.
 */
function countedSql(filter: QueueFilter, where: string): string {
  const countsOnly =
    filter.category === null &&
    filter.urgency === null &&
    filter.assignee === null &&
    filter.area === null &&
    filter.room === null &&
    filter.reportedBefore === null;
  if (!countsOnly) return `SELECT count(*)::int AS total FROM maintenance_requests r WHERE ${where}`;
  // The same WHERE reads the counts' rows: its columns (house_id, status) have the same names there.
  return `SELECT COALESCE(sum(r.total), 0)::int AS total FROM maintenance_counts r WHERE ${where}`;
}

/**
 * A page of the triage queue with its total, in one statement; `limit` null: every row (the CSV). The
 * filters and the order pick the page's ids first (the queue's indexes, no per-row work), the total
 * counts the same ids, and only the page's rows are then read whole: a window count over the whole
 * rows would compute every matching request's photos, followers and names before keeping twenty.
 */
export async function queuePage(
  db: Queryable,
  viewerId: number,
  language: Language,
  filter: QueueFilter,
  window: { limit: number | null; offset: number },
): Promise<{ rows: MaintenanceRow[]; total: number }> {
  const where = queueWhere(filter, 3);
  const direction = filter.order === 'desc' ? 'DESC' : 'ASC';
  const order = `r.created_at ${direction}, r.id ${direction}`;
  const limit = window.limit === null ? '' : `LIMIT ${String(window.limit)} OFFSET ${String(window.offset)}`;
  const rows = await db.query<MaintenanceRow & { total: number; found: boolean }>(
    `WITH page AS (SELECT r.id, row_number() OVER (ORDER BY ${order}) AS position
         FROM maintenance_requests r WHERE ${where.sql} ORDER BY ${order} ${limit}),
       counted AS (${countedSql(filter, where.sql)})
     SELECT counted.total, page.id IS NOT NULL AS found, details.*
     FROM counted
     LEFT JOIN page ON true
     LEFT JOIN LATERAL (${selectRequest()} WHERE r.id = page.id) details ON true
     ORDER BY page.position`,
    [language, viewerId, ...where.params],
  );
  const total = rows[0]?.total ?? 0;
  return {
    rows: rows.filter((row) => row.found).map(({ total: _total, found: _found, ...row }) => row),
    total,
  };
}

export async function setAssignee(
  db: Queryable,
  id: number,
  assigneeId: number | null,
  at: Date,
): Promise<void> {
  await db.query('UPDATE maintenance_requests SET assignee_id = $2, updated_at = $3 WHERE id = $1', [
    id,
    assigneeId,
    at.toISOString(),
  ]);
}

/** The people who may handle `houseId`'s requests: its maintenance team, campus administrators and editors. */
export async function isHouseTeamMember(db: Queryable, userId: number, houseId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM staff_grants WHERE user_id = $1
       AND (role IN ('campus-admin', 'campus-editor') OR (role = 'maintenance' AND house_id = $2))`,
    [userId, houseId],
  );
  return rows.length > 0;
}

export interface TeamHouseRow {
  id: number;
  name: string;
  team: { id: number; name: string }[];
  areas: { id: number; name: string }[];
}

/**
 * The houses $1 (null for all), each with the people granted its `maintenance` role and its common areas
 * in $2's language, by name. One statement.
 */
export function teamHouses(
  db: Queryable,
  houses: readonly number[] | null,
  language: Language,
): Promise<TeamHouseRow[]> {
  return db.query<TeamHouseRow>(
    `SELECT h.id, ${houseName('$2')} AS name,
       COALESCE((SELECT json_agg(json_build_object('id', u.id, 'name', u.display_name)
         ORDER BY u.display_name, u.id) FROM staff_grants g JOIN users u ON u.id = g.user_id
         WHERE g.role = 'maintenance' AND g.house_id = h.id), '[]'::json) AS team,
       COALESCE((SELECT json_agg(json_build_object('id', a.id,
         'name', CASE WHEN $2 = 'fr' THEN a.name_fr ELSE a.name_en END) ORDER BY a.position, a.id)
         FROM house_areas a WHERE a.house_id = h.id), '[]'::json) AS areas
     FROM houses h
     WHERE $1::int[] IS NULL OR h.id = ANY($1::int[])
     ORDER BY 2, h.id`,
    [houses, language],
  );
}

export interface HouseFiguresRow {
  house_id: number;
  house_name: string;
  open: number;
  reported: number;
  median_first_answer_minutes: number | null;
  median_resolution_minutes: number | null;
}

/**
 * Per house ($1 the houses, null for all): requests open now (from the kept counts, migration 029), those reported from the campus day $3 to the
 * end of the campus day $4, and over those the median minutes to the team's first answer and to
 * resolution. One statement, one row per house.
 */
export function houseFigures(
  db: Queryable,
  houses: readonly number[] | null,
  language: Language,
  period: { from: string; to: string },
): Promise<HouseFiguresRow[]> {
  return db.query<HouseFiguresRow>(
    `SELECT h.id AS house_id, ${houseName('$2')} AS house_name,
       (SELECT COALESCE(sum(c.total), 0)::int FROM maintenance_counts c
          WHERE c.house_id = h.id AND ${isOpenSql('c.status')}) AS open,
       count(r.id)::int AS reported,
       round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM r.first_answer_at - r.created_at))
         FILTER (WHERE r.first_answer_at IS NOT NULL) / 60)::numeric, 1)::float8 AS median_first_answer_minutes,
       round((percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM r.resolved_at - r.created_at))
         FILTER (WHERE r.resolved_at IS NOT NULL) / 60)::numeric, 1)::float8 AS median_resolution_minutes
     FROM houses h
     LEFT JOIN maintenance_requests r ON r.house_id = h.id
       AND r.created_at >= $3::date::timestamp AT TIME ZONE '${CAMPUS_TIME_ZONE}'
       AND r.created_at < ($4::date + 1)::timestamp AT TIME ZONE '${CAMPUS_TIME_ZONE}'
     WHERE $1::int[] IS NULL OR h.id = ANY($1::int[])
     GROUP BY h.id ORDER BY h.id`,
    [houses, language, period.from, period.to],
  );
}

export interface NewMaintenancePhoto {
  requestId: number;
  uploadedBy: number;
  byTeam: boolean;
  width: number;
  height: number;
  bytes: Buffer;
}

/** Stores the photo unless its side (author or team) has `max` already; false then. One statement. */
export async function insertPhotoWithin(
  db: Queryable,
  photo: NewMaintenancePhoto,
  max: number,
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO maintenance_photos (request_id, uploaded_by, by_team, width, height, bytes, created_at)
     SELECT $1, $2, $3, $4, $5, $6, $7
     WHERE (SELECT count(*) FROM maintenance_photos WHERE request_id = $1 AND by_team = $3) < $8
     RETURNING id`,
    [
      photo.requestId,
      photo.uploadedBy,
      photo.byTeam,
      photo.width,
      photo.height,
      photo.bytes,
      at.toISOString(),
      max,
    ],
  );
  return rows.length > 0;
}

export async function findPhotoBytes(
  db: Queryable,
  requestId: number,
  photoId: number,
): Promise<Uint8Array | null> {
  const [row] = await db.query<{ bytes: Uint8Array }>(
    'SELECT bytes FROM maintenance_photos WHERE id = $1 AND request_id = $2',
    [photoId, requestId],
  );
  return row?.bytes ?? null;
}
