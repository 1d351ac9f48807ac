import { LOADING_TOAST_MS, LOGIN_REDIRECT_FALLBACK_MS } from '@campus/domain/constants';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { appCallbackLink } from '../../lib/auth/app-callback-link.ts';
import { useAuthService, useConnection } from '../../lib/auth/auth-context.tsx';
import { requestedPath } from '../../lib/auth/requested-path.ts';
import { SIGN_IN_INCOMPLETE_STATE } from '../../lib/auth/sign-in-incomplete.ts';
import { webPlatform } from '../../lib/platform.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Toast } from '../../ui/toast.tsx';
import './auth-pages.css';

/** Spec §2.2: the app's sign-in reached the browser's page; the person opens the app to finish it. */
function OpenAppPage({ href }: { href: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('auth:loginRedirect.title'));
  return (
    <main id="main" className="redirect-page" tabIndex={-1}>
      <h1 className="visually-hidden">{t('auth:loginRedirect.title')}</h1>
      <p>{t('auth:loginRedirect.openAppHint')}</p>
      <a className="button button--primary" href={href}>
        {t('auth:loginRedirect.openApp')}
      </a>
    </main>
  );
}

/**
 * Spec §2.2: the identity provider's sign-in callback. Hands the callback URL over, then the person
 * lands on the path they asked for; after 3 s without success, or as soon as the sign-in failed, it gives up
 * to /landing, which says so.
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
  useDocumentTitle(t('auth:loginRedirect.title'));

  // Back to the landing page, which says the sign-in did not complete (spec §2.2 fallback).
  const giveUp = useCallback(() => {
    void navigate('/landing', { replace: true, state: SIGN_IN_INCOMPLETE_STATE });
  }, [navigate]);

  useEffect(() => {
    if (status !== 'notConnected') return;
    // Unmounting (any navigation away) cancels it, so it only acts while still on this page.
    let current = true;
    // completeSignIn redeems each callback URL once, so StrictMode's second run is harmless. It never
    // rejects: a refused code or a failed users/me ends signed out, with nothing left to wait for.
    void auth.completeSignIn(callbackUrl).then(() => {
      if (current && auth.getState().status !== 'connected') giveUp();
    });
    return () => {
      current = false;
    };
  }, [auth, callbackUrl, giveUp, status]);

  useEffect(() => {
    const fallback = setTimeout(giveUp, LOGIN_REDIRECT_FALLBACK_MS);
    return () => {
      clearTimeout(fallback);
    };
  }, [giveUp]);

  if (status === 'connected') return <Navigate to={requestedPath()} replace />;

  return (
    <main id="main" className="redirect-page" tabIndex={-1}>
      <h1 className="visually-hidden">{t('auth:loginRedirect.title')}</h1>
      <Toast message={t('common:loading')} durationMs={LOADING_TOAST_MS} />
    </main>
  );
}
