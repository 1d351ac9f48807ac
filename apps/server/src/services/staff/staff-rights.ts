/**
 * Who may do what in the staff console (issue #18, docs/decisions/019-staff-console.md): ONE pure decision,
 * from the caller's grants (the staff_grants rows) and what they ask, used by every staff route. Nothing
 * else in the server decides a staff right.
 */
import { staffItemRights, type StaffItemRights } from '@campus/domain/staff-item-actions';
import type { StaffRole } from '@campus/domain/staff-roles';

export interface GrantScope {
  role: StaffRole;
  house: number | null;
  form: number | null;
}

export type StaffRequest =
  /** Any staff screen at all (GET /staff/me). */
  | { action: 'use-console' }
  | { action: 'manage-grants' }
  | { action: 'read-audit' }
  /** Create, edit, submit for review, unpublish an item of these houses (none: a campus item). */
  | { action: 'edit-item'; houses: readonly number[] }
  /** Publish or schedule without review; `reviewRequired`: one of the item's houses requires review. */
  | { action: 'publish-item'; houses: readonly number[]; reviewRequired: boolean }
  /** Approve or reject an item in review. */
  | { action: 'review-item' }
  /** Send a notification to an audience; `house` is the audience's house (type house), else null. */
  | {
      action: 'notify';
      audience: 'person' | 'house' | 'everyone';
      house: number | null;
      sender: number | null;
    }
  | { action: 'read-form'; form: number }
  /** Contact-form entries of an item of these houses. */
  | { action: 'read-contact-entries'; houses: readonly number[] }
  /** See and answer the maintenance requests of a house (issue #32). */
  | { action: 'handle-maintenance'; house: number };

const has = (grants: readonly GrantScope[], role: StaffRole) => grants.some((grant) => grant.role === role);

/** The houses the caller edits as a house editor (a campus editor's "every house" is decided by role). */
export function editedHouses(grants: readonly GrantScope[]): number[] {
  return grants.flatMap((grant) =>
    grant.role === 'house-editor' && grant.house !== null ? [grant.house] : [],
  );
}

/** The houses whose maintenance requests the caller answers as a member of their team. */
export function maintainedHouses(grants: readonly GrantScope[]): number[] {
  return grants.flatMap((grant) =>
    grant.role === 'maintenance' && grant.house !== null ? [grant.house] : [],
  );
}

/** The caller's rights on an item of `houses`, by the rule the console shares (domain/src/staff-item-actions.ts). */
export function itemRights(
  grants: readonly GrantScope[],
  houses: readonly number[],
  reviewRequired: boolean,
): StaffItemRights {
  return staffItemRights(
    { campusEditor: has(grants, 'campus-editor'), editedHouses: editedHouses(grants) },
    { houses, reviewRequired },
  );
}

export function isAllowed(grants: readonly GrantScope[], request: StaffRequest): boolean {
  const campusEditor = has(grants, 'campus-editor');
  switch (request.action) {
    case 'use-console':
      return grants.length > 0;
    case 'manage-grants':
      return has(grants, 'campus-admin');
    case 'read-audit':
      return campusEditor || has(grants, 'campus-admin');
    case 'edit-item':
    case 'read-contact-entries':
      return itemRights(grants, request.houses, false).edit;
    case 'publish-item':
      return itemRights(grants, request.houses, request.reviewRequired).publish;
    case 'review-item':
      return itemRights(grants, [], false).approve;
    case 'notify':
      if (campusEditor) return true;
      // A house editor speaks to their own house only, and as that house.
      return (
        request.audience === 'house' &&
        request.house !== null &&
        request.sender === request.house &&
        editedHouses(grants).includes(request.house)
      );
    case 'read-form':
      return (
        campusEditor || grants.some((grant) => grant.role === 'form-reader' && grant.form === request.form)
      );
    case 'handle-maintenance':
      // The house's team, and the campus's staff who see every house (issue #32).
      return campusEditor || has(grants, 'campus-admin') || maintainedHouses(grants).includes(request.house);
  }
}
