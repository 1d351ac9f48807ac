import { END_SESSION_REDIRECT_MS, LOADING_TOAST_MS } from '@campus/domain/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAuthService } from '../../lib/auth/auth-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Toast } from '../../ui/toast.tsx';
import './auth-pages.css';

/**
 * Spec §2.2: the return page after the identity provider ended the session. The local session was
 * already cleared when the person pressed logout, so "still signing out" is told by the end-session
 * answer in the URL (its `state`): without one there is nothing to complete and the page leaves at once.
 */
export function EndRedirectPage() {
  const { t } = useTranslation();
  const auth = useAuthService();
  const location = useLocation();
  const navigate = useNavigate();
  const hasEndSessionAnswer = new URLSearchParams(location.search).has('state');
  const callbackUrl = `${window.location.origin}${location.pathname}${location.search}`;
  useDocumentTitle(t('auth:endRedirect.title'));

  useEffect(() => {
    if (!hasEndSessionAnswer) return;
    void auth.completeSignOut(callbackUrl);
    const leave = setTimeout(() => {
      void navigate('/', { replace: true });
    }, END_SESSION_REDIRECT_MS);
    return () => {
      clearTimeout(leave);
    };
  }, [auth, callbackUrl, hasEndSessionAnswer, navigate]);

  if (!hasEndSessionAnswer) return <Navigate to="/" replace />;

  return (
    <main id="main" className="redirect-page" tabIndex={-1}>
      <h1 className="visually-hidden">{t('auth:endRedirect.title')}</h1>
      <Toast message={t('common:loading')} durationMs={LOADING_TOAST_MS} />
    </main>
  );
}
