import { LOADING_TOAST_MS, LOGIN_REDIRECT_FALLBACK_MS } from '@campus/domain/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { appCallbackLink } from '../../lib/auth/app-callback-link.ts';
import { useAuthService, useConnection } from '../../lib/auth/auth-context.tsx';
import { requestedPath } from '../../lib/auth/requested-path.ts';
import { webPlatform } from '../../lib/platform.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Toast } from '../../ui/toast.tsx';
import './auth-pages.css';

/** Spec §2.2: the app's sign-in reached the browser's page; the person opens the app to finish it. */
function OpenAppPage({ href }: { href: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.loginRedirect.title'));
  return (
    <main id="main" className="redirect-page" tabIndex={-1}>
      <h1 className="visually-hidden">{t('auth.loginRedirect.title')}</h1>
      <p>{t('auth.loginRedirect.openAppHint')}</p>
      <a className="button button--primary" href={href}>
        {t('auth.loginRedirect.openApp')}
      </a>
    </main>
  );
}

/**
 * Spec §2.2: the identity provider's sign-in callback. Hands the callback URL over, then the person
 * lands on the path they asked for; after 3 s without success it gives up to /landing.
 */
export function LoginRedirectPage() {
  const { search } = useLocation();
  const appLink = webPlatform.isNative() ? null : appCallbackLink(search);
  return appLink === null ? <CompleteSignIn /> : <OpenAppPage href={appLink} />;
}

function CompleteSignIn() {
  const { t } = useTranslation();
  const auth = useAuthService();
  const { status } = useConnection();
  const location = useLocation();
  const navigate = useNavigate();
  const callbackUrl = `${window.location.origin}${location.pathname}${location.search}`;
  useDocumentTitle(t('auth.loginRedirect.title'));

  useEffect(() => {
    // completeSignIn redeems each callback URL once, so StrictMode's second run is harmless.
    if (status === 'notConnected') void auth.completeSignIn(callbackUrl);
  }, [auth, callbackUrl, status]);

  useEffect(() => {
    // Unmounting (any navigation away) cancels it, so it only fires while still on this page.
    const fallback = setTimeout(() => {
      void navigate('/landing', { replace: true });
    }, LOGIN_REDIRECT_FALLBACK_MS);
    return () => {
      clearTimeout(fallback);
    };
  }, [navigate]);

  if (status === 'connected') return <Navigate to={requestedPath()} replace />;

  return (
    <main id="main" className="redirect-page" tabIndex={-1}>
      <h1 className="visually-hidden">{t('auth.loginRedirect.title')}</h1>
      <Toast message={t('common.loading')} durationMs={LOADING_TOAST_MS} />
    </main>
  );
}
