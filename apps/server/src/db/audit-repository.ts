import { localDate } from './content-sql.ts';
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
  action: string;
  target_type: string;
  target: string;
  before: unknown;
  after: unknown;
}

export interface AuditFilter {
  targetType: string | null;
  target: string | null;
  actor: string | null;
}

export async function auditPage(
  db: Queryable,
  filter: AuditFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = `($1::text IS NULL OR a.target_type = $1) AND ($2::text IS NULL OR a.target = $2)
    AND ($3::text IS NULL OR a.actor = $3)`;
  const params = [filter.targetType, filter.target, filter.actor];
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM audit_log a WHERE ${where}`,
    params,
  );
  const total = count?.total ?? 0;
  if (total === 0) return { rows: [], total };
  const rows = await db.query<AuditRow>(
    `SELECT a.id::int AS id, ${localDate('a.at')} AS at, a.actor, a.action, a.target_type, a.target,
       a.before, a.after
     FROM audit_log a WHERE ${where} ORDER BY a.at DESC, a.id DESC LIMIT $4 OFFSET $5`,
    [...params, window.limit, window.offset],
  );
  return { rows, total };
}
