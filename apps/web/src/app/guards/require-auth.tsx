import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { rememberRequestedPath } from '../../lib/auth/requested-path.ts';
import { Loading } from '../../ui/loading.tsx';
import { AppShell } from '../layout/app-shell.tsx';
import { UserLoadError } from '../layout/user-load-error.tsx';
import { OfflineFallback } from './offline-fallback.tsx';
import { RequireWizardDone } from './require-wizard-done.tsx';

function RedirectToLanding({ from }: { from: string }) {
  useEffect(() => {
    rememberRequestedPath(from);
  }, [from]);
  return <Navigate to="/" replace />;
}

/**
 * Spec §2.1: every route but the public ones needs a signed-in person. A visitor goes to / and the path
 * (with its query) is remembered for after sign-in; the shell and the page wait for the user's data.
 */
export function RequireAuth() {
  const { status, user, userLoadFailed } = useConnection();
  const location = useLocation();

  switch (status) {
    case 'notLoaded':
      return <Loading />;
    case 'notConnected':
      return (
        <OfflineFallback otherwise={<RedirectToLanding from={`${location.pathname}${location.search}`} />} />
      );
    case 'connected':
      return (
        <AppShell user={user}>
          {user ? <RequireWizardDone user={user} /> : userLoadFailed ? <UserLoadError /> : <Loading />}
        </AppShell>
      );
  }
}
