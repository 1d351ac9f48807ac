/**
 * Who may do what in the staff console (issue #18, docs/decisions/019-staff-console.md): ONE pure decision,
 * from the caller's grants (the staff_grants rows) and what they ask, used by every staff route. Nothing
 * else in the server decides a staff right.
 */
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
  | { action: 'read-contact-entries'; houses: readonly number[] };

const has = (grants: readonly GrantScope[], role: StaffRole) => grants.some((grant) => grant.role === role);

/** The houses the caller edits as a house editor (a campus editor's "every house" is decided by role). */
export function editedHouses(grants: readonly GrantScope[]): number[] {
  return grants.flatMap((grant) =>
    grant.role === 'house-editor' && grant.house !== null ? [grant.house] : [],
  );
}

/** A house editor acts on an item only when every one of its houses is theirs; a campus item is never. */
function housesAllTheirs(grants: readonly GrantScope[], houses: readonly number[]): boolean {
  const theirs = new Set(editedHouses(grants));
  return houses.length > 0 && houses.every((house) => theirs.has(house));
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
      return campusEditor || housesAllTheirs(grants, request.houses);
    case 'publish-item':
      return campusEditor || (!request.reviewRequired && housesAllTheirs(grants, request.houses));
    case 'review-item':
      return campusEditor;
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
  }
}
