/**
 * The signed-in staff member of a request: their grants, read once per request, and the one way a staff
 * service refuses (403 rest_forbidden, WordPress's code), decided by staff-rights.ts.
 */
import { languageOfLocale, type Language } from '@campus/domain/locale';
import { WpHttpError } from '@campus/domain/wp-error';
import type { Queryable } from '../../db/db.ts';
import { localeOf } from '../../db/forms-repository.ts';
import { grantsOfUser } from '../../db/staff-grants-repository.ts';
import type { UserIdentity } from '../../db/users-repository.ts';
import { isAllowed, type GrantScope, type StaffRequest } from './staff-rights.ts';

export interface StaffCaller {
  id: number;
  username: string;
  grants: GrantScope[];
  /** The staff member's own language: the console's refusals are explained in it. */
  language: Language;
}

export const forbidden = () =>
  new WpHttpError(403, 'rest_forbidden', 'Sorry, you are not allowed to do that.');

/** The caller with their grants; a person with none is refused every staff route. */
export async function staffCaller(db: Queryable, user: UserIdentity): Promise<StaffCaller> {
  const [rows, locale] = await Promise.all([grantsOfUser(db, user.id), localeOf(db, user.id)]);
  const grants = rows.map(({ role, house, form }) => ({ role, house, form }));
  const caller = { id: user.id, username: user.username, grants, language: languageOfLocale(locale) };
  requireRight(caller, { action: 'use-console' });
  return caller;
}

export function can(caller: StaffCaller, request: StaffRequest): boolean {
  return isAllowed(caller.grants, request);
}

export function requireRight(caller: StaffCaller, request: StaffRequest): void {
  if (!isAllowed(caller.grants, request)) throw forbidden();
}
