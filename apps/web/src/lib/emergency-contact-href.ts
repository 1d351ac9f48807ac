import type { EmergencyContact } from '@campus/domain/user';

/** §2.7: tel: takes the digits (and a leading +) only; the number is shown as the CMS writes it. */
export function emergencyContactHref(contact: EmergencyContact): string {
  return contact.contact_type === 'phone'
    ? `tel:${contact.number.replace(/[^\d+]/g, '')}`
    : `mailto:${contact.number.trim()}`;
}
