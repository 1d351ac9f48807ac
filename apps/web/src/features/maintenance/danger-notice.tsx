import type { EmergencyContact, User } from '@campus/domain/user';
import { useTranslation } from 'react-i18next';
import { EmergencyContactCard } from '../../ui/emergency-contact-card.tsx';

/** Spec §2.7: a contact's title in the person's language. */
const contactLabel = (contact: EmergencyContact, user: User | null) =>
  user?.acf.locale === 'fr_FR' ? contact.title_fr : contact.title_en;

/**
 * Shown as soon as the person says "danger" (fire, flood, gas, someone hurt), above the rest of the form:
 * their campus's emergency numbers as tel: buttons, and why they must call rather than write.
 */
export function DangerNotice({ user }: { user: User | null }) {
  const { t } = useTranslation();
  const contacts = user?.emergency_contacts ?? [];
  return (
    <section className="maintenance-danger" role="alert" aria-labelledby="maintenance-danger-title">
      <h2 id="maintenance-danger-title" className="maintenance-danger__title">
        {t('maintenance:form.dangerTitle')}
      </h2>
      <p className="maintenance-danger__text">
        {contacts.length === 0 ? t('maintenance:form.dangerNoContacts') : t('maintenance:form.dangerText')}
      </p>
      {contacts.length > 0 && (
        <ul className="maintenance-danger__contacts">
          {contacts.map((contact, index) => (
            <li key={`${String(index)}-${contact.number}`}>
              <EmergencyContactCard contact={contact} label={contactLabel(contact, user)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
