import { useTranslation } from 'react-i18next';
import { useAuthService, useConnection } from '../../lib/auth/auth-context.tsx';
import { webPlatform } from '../../lib/platform.ts';
import { usePortalConfig } from '../../lib/portal-config-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DirectoryIcon, HouseIcon, NewsIcon } from '../../ui/icons.tsx';
import { LogoMark } from '../../ui/logo.tsx';
import { StoreBadges } from './store-badges.tsx';
import './auth-pages.css';

/** Spec §2.2: the welcome page of visitors, with the sign-in button. */
export function LandingPage() {
  const { t } = useTranslation();
  const auth = useAuthService();
  const { signInPending } = useConnection();
  const { supportEmail, storeLinks } = usePortalConfig();
  useDocumentTitle(null);

  return (
    <main id="main" className="landing" tabIndex={-1}>
      <div className="landing__card">
        <LogoMark size={72} />
        <p className="landing__brand">{t('common.appName')}</p>
        <h1 className="landing__title">{t('auth.landing.title')}</h1>
        <p className="landing__lead">{t('auth.landing.lead')}</p>

        <button
          type="button"
          className="button button--primary button--large landing__login"
          disabled={signInPending}
          aria-busy={signInPending}
          onClick={() => {
            void auth.signIn();
          }}
        >
          {t('auth.landing.login')}
        </button>

        <ul className="landing__highlights" aria-label={t('auth.landing.highlights.label')}>
          <li>
            <NewsIcon />
            {t('auth.landing.highlights.news')}
          </li>
          <li>
            <HouseIcon />
            {t('auth.landing.highlights.services')}
          </li>
          <li>
            <DirectoryIcon />
            {t('auth.landing.highlights.community')}
          </li>
        </ul>

        <p className="landing__support">
          {t('auth.landing.supportText')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>

        {/* Inside the native app the person already has it (spec §1). */}
        {!webPlatform.isNative() && <StoreBadges links={storeLinks} />}
      </div>
    </main>
  );
}
