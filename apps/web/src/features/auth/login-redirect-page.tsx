import { LOADING_TOAST_MS, LOGIN_REDIRECT_FALLBACK_MS } from '@campus/domain/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAuthService, useConnection } from '../../lib/auth/auth-context.tsx';
import { requestedPath } from '../../lib/auth/requested-path.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Toast } from '../../ui/toast.tsx';
import './auth-pages.css';

/**
 * Spec §2.2: the identity provider's sign-in callback. Hands the callback URL over, then the person
 * lands on the path they asked for; after 3 s without success it gives up to /landing.
 */
export function LoginRedirectPage() {
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
