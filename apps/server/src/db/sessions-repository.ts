import type { Queryable } from './db.ts';

export type SessionRevocation = 'signed-out' | 'ended' | 'idp-logout';

/** A session row; times in epoch milliseconds, the same on PGlite and on PostgreSQL. */
export interface SessionRow {
  id: number;
  jti: string;
  userId: number;
  idpSid: string | null;
  device: string;
  createdMs: number;
  lastUsedMs: number;
  expiresMs: number;
  revokedMs: number | null;
}

const COLUMNS = `id, jti::text AS "jti", user_id AS "userId", idp_sid AS "idpSid", device,
  (extract(epoch FROM created_at) * 1000)::float8 AS "createdMs",
  (extract(epoch FROM last_used_at) * 1000)::float8 AS "lastUsedMs",
  (extract(epoch FROM expires_at) * 1000)::float8 AS "expiresMs",
  (extract(epoch FROM revoked_at) * 1000)::float8 AS "revokedMs"`;

/** Epoch milliseconds as a timestamptz parameter. */
const at = (index: number) => `to_timestamp($${index}::float8 / 1000)`;

export interface NewSession {
  jti: string;
  userId: number;
  idpSid: string | null;
  device: string;
  nowMs: number;
  expiresMs: number;
}

export async function insertSession(db: Queryable, session: NewSession): Promise<SessionRow> {
  const [row] = await db.query<SessionRow>(
    `INSERT INTO sessions (jti, user_id, idp_sid, device, created_at, last_used_at, expires_at)
     VALUES ($1, $2, $3, $4, ${at(5)}, ${at(5)}, ${at(6)})
     RETURNING ${COLUMNS}`,
    [session.jti, session.userId, session.idpSid, session.device, session.nowMs, session.expiresMs],
  );
  if (!row) throw new Error('Session insert returned no row');
  return row;
}

/** A session and the username of its person, in one read: what checking a backend token needs. */
export async function findSessionByJti(
  db: Queryable,
  jti: string,
): Promise<(SessionRow & { username: string | null }) | null> {
  const [row] = await db.query<SessionRow & { username: string | null }>(
    `SELECT ${COLUMNS}, (SELECT u.username FROM users u WHERE u.id = sessions.user_id) AS username
     FROM sessions WHERE jti = $1::uuid`,
    [jti],
  );
  return row ?? null;
}

/** Records a use; the caller decides when (at most once a minute), so most requests write nothing. */
export async function touchSession(db: Queryable, id: number, nowMs: number): Promise<void> {
  await db.query(`UPDATE sessions SET last_used_at = ${at(2)} WHERE id = $1 AND last_used_at < ${at(2)}`, [
    id,
    nowMs,
  ]);
}

/** A person's sessions that are neither revoked nor past their absolute end, most recently used first. */
export async function listUnrevokedSessions(
  db: Queryable,
  userId: number,
  nowMs: number,
): Promise<SessionRow[]> {
  return db.query<SessionRow>(
    `SELECT ${COLUMNS} FROM sessions
     WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > ${at(2)}
     ORDER BY last_used_at DESC, id DESC`,
    [userId, nowMs],
  );
}

/** Revokes one session of this person; false when it is not theirs, unknown or already revoked. */
export async function revokeOwnSession(
  db: Queryable,
  userId: number,
  id: number,
  reason: SessionRevocation,
  nowMs: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE sessions SET revoked_at = ${at(4)}, revoked_reason = $3
     WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id`,
    [id, userId, reason, nowMs],
  );
  return rows.length > 0;
}

/** Revokes every live session of an identity provider session; the ids revoked. */
export async function revokeSessionsOfIdpSession(
  db: Queryable,
  sid: string,
  reason: SessionRevocation,
  nowMs: number,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `UPDATE sessions SET revoked_at = ${at(3)}, revoked_reason = $2
     WHERE idp_sid = $1 AND revoked_at IS NULL RETURNING id`,
    [sid, reason, nowMs],
  );
  return rows.map((row) => row.id);
}

/** Revokes every live session of a person; the ids revoked. */
export async function revokeSessionsOfUser(
  db: Queryable,
  userId: number,
  reason: SessionRevocation,
  nowMs: number,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `UPDATE sessions SET revoked_at = ${at(3)}, revoked_reason = $2
     WHERE user_id = $1 AND revoked_at IS NULL RETURNING id`,
    [userId, reason, nowMs],
  );
  return rows.map((row) => row.id);
}

/**
 * Remembers that the identity provider ended this session even though no portal session carried it yet:
 * a revoked row, so the id tokens of that `sid` are refused from now on.
 */
export async function insertEndedIdpSession(
  db: Queryable,
  session: Omit<NewSession, 'device'>,
): Promise<void> {
  await db.query(
    `INSERT INTO sessions (jti, user_id, idp_sid, created_at, last_used_at, expires_at, revoked_at, revoked_reason)
     VALUES ($1, $2, $3, ${at(4)}, ${at(4)}, ${at(5)}, ${at(4)}, 'idp-logout')`,
    [session.jti, session.userId, session.idpSid, session.nowMs, session.expiresMs],
  );
}

/** Whether the identity provider told us (back-channel logout) that this session of its own ended. */
export async function idpSessionEnded(db: Queryable, sid: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM sessions WHERE idp_sid = $1 AND revoked_reason = 'idp-logout' LIMIT 1`,
    [sid],
  );
  return rows.length > 0;
}

/** Drops rows no token can use any more: past their absolute end, or revoked for longer than keepMs. */
export async function deleteFinishedSessions(db: Queryable, nowMs: number, keepMs: number): Promise<void> {
  await db.query(
    `DELETE FROM sessions WHERE expires_at < ${at(1)} OR revoked_at < ${at(1)} - make_interval(secs => $2::float8 / 1000)`,
    [nowMs, keepMs],
  );
}
