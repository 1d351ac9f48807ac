import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './about-links.css';

/**
 * FAQ, privacy policy, legal notice (spec §2.3, §2.12, §2.14) and the accessibility statement (issue #19):
 * in the desktop left column or footer, and in the phone's profile hub.
 */
export function AboutLinks({ placement }: { placement: 'side' | 'footer' | 'hub' }) {
  const { t } = useTranslation();
  return (
    <nav className={`about-links about-links--${placement}`} aria-label={t('layout:about.label')}>
      <ul>
        <li>
          <Link to="/pages/faq">{t('layout:about.faq')}</Link>
        </li>
        <li>
          <Link to="/pages/policy">{t('layout:about.privacy')}</Link>
        </li>
        <li>
          <Link to="/pages/legal">{t('layout:about.legal')}</Link>
        </li>
        <li>
          <Link to="/pages/accessibility">{t('layout:about.accessibility')}</Link>
        </li>
      </ul>
    </nav>
  );
}
