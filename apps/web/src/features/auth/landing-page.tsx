import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuthService, useConnection } from '../../lib/auth/auth-context.tsx';
import { isSignInIncomplete } from '../../lib/auth/sign-in-incomplete.ts';
import { useDebugMode, useDebugUnlocked } from '../../lib/debug/debug-context.tsx';
import { type OfflineShortcuts, webPlatform } from '../../lib/platform.ts';
import { currentPlatform } from '../../lib/platform/current-platform.ts';
import { usePortalConfig } from '../../lib/portal-config-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DirectoryIcon, HouseIcon, NewsIcon } from '../../ui/icons.tsx';
import { LogoMark } from '../../ui/logo.tsx';
import { StoreBadges } from './store-badges.tsx';
import './auth-pages.css';

/**
 * Spec §2.2, §6: what the native app allows offline for the person whose data it saved at the last
 * sign-in; nothing on the web, which saves nobody's data.
 */
function useOfflineShortcuts(): OfflineShortcuts | null {
  const [shortcuts, setShortcuts] = useState<OfflineShortcuts | null>(null);
  useEffect(() => {
    let current = true;
    void currentPlatform()
      .offlineShortcuts()
      .then((allowed) => {
        if (current) setShortcuts(allowed);
      });
    return () => {
      current = false;
    };
  }, []);
  return shortcuts;
}

/** Spec §2.2: quick chips above the welcome card — emergency numbers, my QR code, debug. */
function QuickChips() {
  const { t } = useTranslation();
  const offline = useOfflineShortcuts();
  const debugOn = useDebugUnlocked();
  const chips = [
    offline?.emergency === true && { to: '/emergency', label: t('auth:landing.chips.emergency') },
    offline?.qrCode === true && {
      to: '/my-identity/qr-identification',
      label: t('auth:landing.chips.qrCode'),
    },
    // Not signed in: the debug chip opens the logs (spec §2.1, /debug needs a connection).
    debugOn && { to: '/logs', label: t('auth:landing.chips.debug') },
  ].filter((chip) => chip !== false);
  if (chips.length === 0) return null;
  return (
    <nav className="landing__chips" aria-label={t('auth:landing.chips.label')}>
      <ul>
        {chips.map((chip) => (
          <li key={chip.to}>
            <Link className="chip" to={chip.to}>
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Spec §2.2: the welcome page of visitors, with the sign-in button. */
export function LandingPage() {
  const { t } = useTranslation();
  const auth = useAuthService();
  const { signInPending } = useConnection();
  const { supportEmail, storeLinks } = usePortalConfig();
  const debugMode = useDebugMode();
  const signInIncomplete = isSignInIncomplete(useLocation().state);
  useDocumentTitle(null);

  return (
    <main id="main" className="landing" tabIndex={-1}>
      <QuickChips />
      <div className="landing__card">
        {/* Spec §2.3, §4: more than 7 taps on the logo unlock the debug mode, here too for a visitor. */}
        <button
          type="button"
          className="landing__logo"
          aria-label={t('auth:landing.logo')}
          onClick={() => {
            debugMode.tap();
          }}
        >
          <LogoMark size={72} />
        </button>
        <p className="landing__brand">{t('common:appName')}</p>
        <h1 className="landing__title">{t('auth:landing.title')}</h1>
        <p className="landing__lead">{t('auth:landing.lead')}</p>

        {/* Spec §2.2: /loginredirect gave up; say so rather than start over without a word. */}
        {signInIncomplete && (
          <p className="landing__alert" role="alert">
            {t('auth:landing.signInIncomplete')}
          </p>
        )}

        <button
          type="button"
          className="button button--primary button--large landing__login"
          disabled={signInPending}
          aria-busy={signInPending}
          onClick={() => {
            void auth.signIn();
          }}
        >
          {t('auth:landing.login')}
        </button>

        <ul className="landing__highlights" aria-label={t('auth:landing.highlights.label')}>
          <li>
            <NewsIcon />
            {t('auth:landing.highlights.news')}
          </li>
          <li>
            <HouseIcon />
            {t('auth:landing.highlights.services')}
          </li>
          <li>
            <DirectoryIcon />
            {t('auth:landing.highlights.community')}
          </li>
        </ul>

        <p className="landing__support">
          {t('auth:landing.supportText')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>

        {/* Inside the native app the person already has it (spec §1). */}
        {!webPlatform.isNative() && <StoreBadges links={storeLinks} />}

        {/* RGAA: the home page names the conformance and links the statement, readable signed out (issue #34). */}
        <p className="landing__support">
          <Link to="/pages/accessibility">{t('auth:landing.accessibility')}</Link>
        </p>
      </div>
    </main>
  );
}
