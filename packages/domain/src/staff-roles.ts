/**
 * The staff console's roles (issue #18), apart from the rest of its contract (staff.ts) because the user
 * record carries them too: users/me says whether the person has a role, so the portal never asks the
 * console's GET /staff/me of a resident only to be refused.
 *
 * - campus-admin: grants and revokes roles (and nothing else by itself);
 * - campus-editor: every item of every house and of the campus, approves reviews, notifies anyone;
 * - house-editor: items of one house (one grant per house), notifications to that house;
 * - form-reader: entries and results of one form (one grant per form);
 * - maintenance: the maintenance requests of one house (one grant per house, issue #32).
 */
import { Type, type Static } from 'typebox';

export const STAFF_ROLES = [
  'campus-admin',
  'campus-editor',
  'house-editor',
  'form-reader',
  'maintenance',
] as const;
export const StaffRoleSchema = Type.Enum(STAFF_ROLES);
export type StaffRole = Static<typeof StaffRoleSchema>;

/** The roles granted for one house: a grant of these names exactly one house, of the others none. */
export const roleNamesHouse = (role: StaffRole): boolean => role === 'house-editor' || role === 'maintenance';
