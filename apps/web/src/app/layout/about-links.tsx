import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** FAQ, privacy policy, legal notice (spec §2.3, §2.14) and the accessibility statement (issue #19). */
export function AboutLinks({ placement }: { placement: 'side' | 'footer' }) {
  const { t } = useTranslation();
  return (
    <nav className={`about-links about-links--${placement}`} aria-label={t('layout.about.label')}>
      <ul>
        <li>
          <Link to="/pages/faq">{t('layout.about.faq')}</Link>
        </li>
        <li>
          <Link to="/pages/policy">{t('layout.about.privacy')}</Link>
        </li>
        <li>
          <Link to="/pages/legal">{t('layout.about.legal')}</Link>
        </li>
        <li>
          <Link to="/pages/accessibility">{t('layout.about.accessibility')}</Link>
        </li>
      </ul>
    </nav>
  );
}
