/**
 * The audit log of the staff console: every change is written in the same transaction as the change
 * itself, so there is no change without its entry and no entry of a change rolled back.
 */
import type { AuditEntry } from '@campus/domain/staff';
import { auditPage, insertAuditEntry, type AuditFilter } from '../../db/audit-repository.ts';
import type { Queryable } from '../../db/db.ts';
import { requireRight, type StaffCaller } from './staff-access.ts';

export async function recordChange(
  tx: Queryable,
  caller: StaffCaller,
  change: { action: string; targetType: string; target: string; before: unknown; after: unknown },
): Promise<void> {
  await insertAuditEntry(tx, { actorId: caller.id, actor: caller.username, ...change });
}

/** GET /staff/audit: campus editors and administrators. */
export async function readAudit(
  db: Queryable,
  caller: StaffCaller,
  filter: AuditFilter,
  window: { limit: number; offset: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  requireRight(caller, { action: 'read-audit' });
  const { rows, total } = await auditPage(db, filter, caller.language, window);
  return { entries: rows, total };
}
