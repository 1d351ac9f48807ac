import { QR_CODE_SIZE } from '@campus/domain/constants';
import { languageOfLocale } from '@campus/domain/locale';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLongDate } from '../../lib/dates/format-date.ts';
import { useScreenHeldForReader } from '../../lib/platform/use-screen-held-for-reader.ts';
import type { OfflineUserData } from '../../lib/platform/offline-user-data.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { EmergencyContactCard } from '../../ui/emergency-contact-card.tsx';
import './offline-card.css';

/** §3: data read from the device says so, with the day it was saved. */
function OfflineNotice({ data }: { data: OfflineUserData }) {
  const { t, i18n } = useTranslation();
  return (
    <p className="offline-card__notice" role="note">
      {t('identity:offlineCard.savedOn', {
        date: formatLongDate(new Date(data.savedAt), i18n.language === 'fr' ? 'fr' : 'en'),
      })}
    </p>
  );
}

function OfflinePage({
  title,
  data,
  children,
}: {
  title: string;
  data: OfflineUserData;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <main id="main" className="offline-card" tabIndex={-1}>
      <h1>{title}</h1>
      <OfflineNotice data={data} />
      {children}
      <Link className="button" to="/">
        {t('identity:offlineCard.back')}
      </Link>
    </main>
  );
}

/** /emergency in the app without a session (§1, §2.2): the numbers saved at the last sign-in. */
export function OfflineEmergencyPage({ data }: { data: OfflineUserData }) {
  const { t } = useTranslation();
  const french = languageOfLocale(data.locale) === 'fr';
  return (
    <OfflinePage title={t('services:emergency.title')} data={data}>
      <ul className="offline-card__list">
        {data.emergencyContacts.map((contact, index) => (
          <li key={`${String(index)}-${contact.number}`}>
            <EmergencyContactCard
              contact={contact}
              label={french ? contact.title_fr : contact.title_en}
              heading="h2"
            />
          </li>
        ))}
      </ul>
    </OfflinePage>
  );
}

/** /my-identity/qr-identification in the app without a session (§1, §2.13): the saved identification code. */
export function OfflineQrPage({ data }: { data: OfflineUserData }) {
  const { t, i18n } = useTranslation();
  useScreenHeldForReader();
  return (
    <OfflinePage title={t('identity:offlineCard.qrTitle')} data={data}>
      <figure className="offline-card__qr">
        <QRCodeSVG
          value={data.qrcode.identification.url}
          size={QR_CODE_SIZE}
          level="L"
          role="img"
          aria-label={t('identity:qr.identificationLabel')}
        />
        <figcaption>
          <span className="offline-card__last-name">{data.lastName.toLocaleUpperCase(i18n.language)}</span>{' '}
          {data.firstName}
        </figcaption>
      </figure>
    </OfflinePage>
  );
}
