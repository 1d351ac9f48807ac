import type { EmergencyContact, User } from '@campus/domain/user';
import { SERVICES_HOME_PATH } from '@campus/domain/service';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { EmergencyContactCard } from '../../ui/emergency-contact-card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Modal } from '../../ui/modal.tsx';
import { ServicesCatalogue } from './services-catalogue.tsx';

/** §2.7: the labels are French when the person's locale is fr_FR, else English. */
const contactLabel = (contact: EmergencyContact, user: User) =>
  user.acf.locale === 'fr_FR' ? contact.title_fr : contact.title_en;

/**
 * /emergency (§2.7): the person's emergency numbers (tel: links) and e-mails (mailto: links) in a modal
 * over the services home. Closing goes back when the person came from inside the app, else — a cold load,
 * such as the heat-wave news' link opened in a new tab — to the services home.
 */
export function EmergencyPage() {
  const { t } = useTranslation();
  const { user } = useConnection();
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the first entry of a session the key 'default': there is nothing in the app to go back to.
  const close = () => {
    if (location.key === 'default') void navigate(SERVICES_HOME_PATH, { replace: true });
    else void navigate(-1);
  };

  return (
    <>
      <ServicesCatalogue path={SERVICES_HOME_PATH} />
      <Modal title={t('services:emergency.title')} onClose={close}>
        <EmergencyContacts user={user} />
      </Modal>
    </>
  );
}

/**
 * The dialog's content; it names the tab, and does so from inside the dialog because the latest view to
 * render names the tab (lib/use-document-title.ts) and the services home behind renders before it.
 */
function EmergencyContacts({ user }: { user: User | null }) {
  const { t } = useTranslation();
  useDocumentTitle(t('services:emergency.title'));
  const contacts = user?.emergency_contacts ?? [];
  if (user === null || contacts.length === 0) return <p>{t('services:emergency.empty')}</p>;
  return (
    <ul className="emergency-list">
      {contacts.map((contact, index) => (
        <li key={`${String(index)}-${contact.number}`}>
          <EmergencyContactCard contact={contact} label={contactLabel(contact, user)} />
        </li>
      ))}
    </ul>
  );
}
