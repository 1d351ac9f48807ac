import type { StaffMe } from '@campus/domain/staff';
import { staffItemRights, type StaffItemRights } from '@campus/domain/staff-item-actions';
import type { StaffRole } from '@campus/domain/staff-roles';
import { useOutletContext } from 'react-router';

/** What the staff layout hands its screens: the caller's roles, houses and forms (GET /staff/me). */
export interface StaffContext {
  me: StaffMe;
}

export function useStaffContext(): StaffContext {
  return useOutletContext<StaffContext>();
}

export const hasRole = (me: StaffMe, role: StaffRole): boolean => me.roles.includes(role);

/** Campus editors approve reviews, edit campus items, notify everyone and read the audit. */
export const isCampusEditor = (me: StaffMe): boolean => hasRole(me, 'campus-editor');

/**
 * The caller's rights on an item not yet saved, attached to `houses`: the rule the server applies
 * (domain/src/staff-item-actions.ts), from the roles and houses GET /staff/me gave (a campus editor's houses
 * are every house; a house editor's, theirs with whether each requires review).
 */
export function newItemRights(me: StaffMe, houses: readonly number[]): StaffItemRights {
  const reviewed = new Set(me.houses.filter((house) => house.review_required).map((house) => house.id));
  return staffItemRights(
    { campusEditor: isCampusEditor(me), editedHouses: me.houses.map((house) => house.id) },
    { houses, reviewRequired: houses.some((house) => reviewed.has(house)) },
  );
}
