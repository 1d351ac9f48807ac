import type { StaffMe } from '@campus/domain/staff';
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
 * Who answers maintenance requests (the server's `handle-maintenance`, services/staff/staff-rights.ts): a
 * house's maintenance team, campus administrators and campus editors.
 */
export const canHandleMaintenance = (me: StaffMe): boolean =>
  hasRole(me, 'maintenance') || hasRole(me, 'campus-admin') || isCampusEditor(me);
