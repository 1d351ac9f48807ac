/**
 * The audit log of the staff console: every change is written in the same transaction as the change
 * itself, so there is no change without its entry and no entry of a change rolled back.
 */
import type { AuditAction, AuditEntry, AuditTarget } from '@campus/domain/staff';
import { WpHttpError } from '@campus/domain/wp-error';
import { auditPage, insertAuditEntry, type AuditFilter } from '../../db/audit-repository.ts';
import type { Queryable } from '../../db/db.ts';
import { requireRight, type StaffCaller } from './staff-access.ts';

export async function recordChange(
  tx: Queryable,
  caller: StaffCaller,
  change: { action: AuditAction; targetType: AuditTarget; target: string; before: unknown; after: unknown },
): Promise<void> {
  await insertAuditEntry(tx, { actorId: caller.id, actor: caller.username, ...change });
}

/**
 * A date the pattern lets through may still not exist (2026-02-31, 25:00): refused as WordPress refuses a
 * parameter, rather than left for the database to fail on.
 */
function checkLocalDate(name: string, value: string | null): void {
  if (value === null) return;
  const [date = '', time = '00:00:00'] = value.split('T');
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  const day = new Date(`${date}T00:00:00Z`);
  const exists = !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
  if (!exists || hours > 23 || minutes > 59 || seconds > 59) {
    throw new WpHttpError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`, {
      [name]: `${name} is not a valid date.`,
    });
  }
}

/** GET /staff/audit: campus editors and administrators. */
export async function readAudit(
  db: Queryable,
  caller: StaffCaller,
  filter: AuditFilter,
  window: { limit: number; offset: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  requireRight(caller, { action: 'read-audit' });
  checkLocalDate('after', filter.after);
  checkLocalDate('before', filter.before);
  const { rows, total } = await auditPage(db, filter, caller.language, window);
  return { entries: rows, total };
}
