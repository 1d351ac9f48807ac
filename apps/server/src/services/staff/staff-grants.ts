/**
 * Roles of the staff console (issue #18): granted by a campus administrator to a person of the directory,
 * one row per role (and house, or form), each change audited in its own transaction.
 */
import type { StaffGrant, StaffGrantBody, StaffMe } from '@campus/domain/staff';
import { roleNamesHouse } from '@campus/domain/staff-roles';
import { invalidParam, WpHttpError } from '@campus/domain/wp-error';
import type { Db, Queryable } from '../../db/db.ts';
import {
  allFormIds,
  allGrants,
  deleteGrant,
  findGrant,
  formExists,
  houseExists,
  housesForStaff,
  insertGrant,
  userIdByUsername,
} from '../../db/staff-grants-repository.ts';
import { recordChange } from './audit.ts';
import { requireRight, type StaffCaller } from './staff-access.ts';
import { editedHouses } from './staff-rights.ts';
import { staffReason } from './staff-messages.ts';

/** GET /staff/me. */
export async function staffMe(db: Queryable, caller: StaffCaller): Promise<StaffMe> {
  const roles = [...new Set(caller.grants.map((grant) => grant.role))];
  const campusEditor = roles.includes('campus-editor');
  const houses =
    campusEditor || editedHouses(caller.grants).length > 0
      ? await housesForStaff(db, campusEditor ? null : editedHouses(caller.grants))
      : [];
  const forms = campusEditor
    ? await allFormIds(db)
    : caller.grants.flatMap((grant) =>
        grant.role === 'form-reader' && grant.form !== null ? [grant.form] : [],
      );
  return { username: caller.username, roles, houses, forms: [...new Set(forms)].sort((a, b) => a - b) };
}

export async function listGrants(db: Queryable, caller: StaffCaller): Promise<StaffGrant[]> {
  requireRight(caller, { action: 'manage-grants' });
  return allGrants(db);
}

/** POST /staff/grants: 201 with the grant; the same grant twice is 409. */
export async function grantRole(db: Db, caller: StaffCaller, body: StaffGrantBody): Promise<StaffGrant> {
  requireRight(caller, { action: 'manage-grants' });
  const house = body.house ?? null;
  const form = body.form ?? null;
  if (roleNamesHouse(body.role) !== (house !== null)) {
    throw invalidParam('house', staffReason('houseRoleNeedsOneHouse', caller.language));
  }
  if ((body.role === 'form-reader') !== (form !== null)) {
    throw invalidParam('form', staffReason('formReaderNeedsOneForm', caller.language));
  }
  return db.transaction(async (tx) => {
    const userId = await userIdByUsername(tx, body.username);
    if (userId === null) throw new WpHttpError(404, 'rest_user_invalid', 'No person with this username.');
    if (house !== null && !(await houseExists(tx, house))) {
      throw new WpHttpError(404, 'rest_house_invalid', 'No house with this id.');
    }
    if (form !== null && !(await formExists(tx, form))) {
      throw new WpHttpError(404, 'gf_form_not_found', 'Form not found.');
    }
    const id = await insertGrant(tx, { userId, role: body.role, house, form, grantedBy: caller.id });
    if (id === null) throw new WpHttpError(409, 'rest_grant_exists', 'This person already has this role.');
    const grant = await findGrant(tx, id);
    if (grant === null) throw new Error(`Grant ${String(id)} vanished`);
    await recordChange(tx, caller, {
      action: 'grant',
      targetType: 'grant',
      target: String(id),
      before: null,
      after: grant,
    });
    return grant;
  });
}

/** DELETE /staff/grants/{id}. */
export async function revokeGrant(db: Db, caller: StaffCaller, id: number): Promise<StaffGrant> {
  requireRight(caller, { action: 'manage-grants' });
  return db.transaction(async (tx) => {
    const grant = await findGrant(tx, id);
    if (grant === null) throw new WpHttpError(404, 'rest_grant_invalid', 'No grant with this id.');
    await deleteGrant(tx, id);
    await recordChange(tx, caller, {
      action: 'revoke',
      targetType: 'grant',
      target: String(id),
      before: grant,
      after: null,
    });
    return grant;
  });
}
