import type { EmergencyContact } from '@campus/domain/user';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { emergencyContactHref } from '../lib/emergency-contact-href.ts';
import { MailIcon, PhoneIcon } from './icons.tsx';
import './emergency-contact-card.css';

/**
 * One emergency number (spec §2.7, issue #29), readable and callable on any phone: what it is, the number
 * alone on its line in large type, then a button as wide as the card that calls it (tel:) or writes to
 * it (mailto:). `label` is the contact's title in the person's language; `heading`, the level of its
 * heading under the page's (a modal's title is an h2, a page's an h1).
 */
export function EmergencyContactCard({
  contact,
  label,
  heading: Heading = 'h3',
}: {
  contact: EmergencyContact;
  label: string;
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const phone = contact.contact_type === 'phone';
  const Icon = phone ? PhoneIcon : MailIcon;
  return (
    <article className="emergency-contact" aria-labelledby={labelId}>
      <Heading id={labelId} className="emergency-contact__label">
        {label}
      </Heading>
      <p className={`emergency-contact__number${phone ? '' : ' emergency-contact__number--email'}`}>
        {contact.number}
      </p>
      <a
        className="button button--primary button--large emergency-contact__action"
        href={emergencyContactHref(contact)}
        aria-label={t(phone ? 'services:emergency.callName' : 'services:emergency.writeName', {
          name: label,
        })}
      >
        <Icon />
        {t(phone ? 'services:emergency.call' : 'services:emergency.write')}
      </a>
    </article>
  );
}
