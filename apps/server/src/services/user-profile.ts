import { INVOICES_PATH } from '@campus/domain/invoice';
import type { StaffRole } from '@campus/domain/staff-roles';
import type { User, UserAcf } from '@campus/domain/user';
import type { UserRecord } from '../db/users-repository.ts';

/**
 * The §3 user record as the API sends it to its owner (`GET /wp/v2/users/me?context=edit`). The invoice url
 * is the portal's own invoice list, which answers the caller's invoices only; '' without a billing account.
 * `roles` are the person's staff roles, each once.
 */
export function ownProfile(record: UserRecord, publicUrl: string, roles: readonly StaffRole[]): User {
  return {
    id: record.id,
    username: record.username,
    name: record.display_name,
    first_name: record.first_name,
    last_name: record.last_name,
    email: record.email,
    locale: record.locale,
    invoice_url: record.billing_account === null ? '' : `${publicUrl}${INVOICES_PATH}`,
    in_my_network: false,
    emergency_contacts: record.emergency_contacts,
    qrcode: record.qrcode,
    // The first house is the active one (spec §3 user_house).
    house: record.houses[0]?.term_id ?? null,
    roles: [...new Set(roles)],
    acf: ownAcf(record),
  };
}

/** The acf object of the person's own record (also what a profile update answers). */
export function ownAcf(record: UserRecord): UserAcf {
  return {
    photo: record.photo,
    locale: record.locale,
    notifications: record.notifications,
    theme: record.theme,
    confidentiality: record.confidentiality,
    show: record.show,
    tags: record.tags,
    user_house: record.houses,
    user_gia_type: record.user_type,
    user_honorary_title: record.honorary_title,
    wizard: record.wizard,
    qrcode: record.qrcode,
    emergency_contacts: record.emergency_contacts,
    mobilephone: record.mobilephone,
    staystart: record.staystart,
    staystop: record.staystop,
  };
}
