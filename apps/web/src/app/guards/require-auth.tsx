import { lazy, Suspense, useEffect } from 'react';
import { isPublicPagePath } from '@campus/domain/public-pages';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { rememberRequestedPath } from '../../lib/auth/requested-path.ts';
import { Loading } from '../../ui/loading.tsx';
import { AppShell } from '../layout/app-shell.tsx';
import { nativeServices } from '../../lib/platform/current-platform.ts';
import { RequireWizardDone } from './require-wizard-done.tsx';

// Only the app keeps a person's data on the device, so only the app has offline pages to show without a
// session; and a failed users/me is rare: neither is part of the web's first load (issue #20).
const OfflineFallback = lazy(async () => ({
  default: (await import('./offline-fallback.tsx')).OfflineFallback,
}));
const UserLoadError = lazy(async () => ({
  default: (await import('../layout/user-load-error.tsx')).UserLoadError,
}));

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
    case 'notConnected': {
      // The statement, FAQ, policy and legal notice are for visitors too (issue #34): the page alone.
      if (isPublicPagePath(location.pathname)) {
        return (
          <main id="main" className="visitor-page">
            <Outlet />
          </main>
        );
      }
      const toLanding = <RedirectToLanding from={`${location.pathname}${location.search}`} />;
      if (nativeServices() === null) return toLanding;
      return (
        <Suspense fallback={<Loading />}>
          <OfflineFallback otherwise={toLanding} />
        </Suspense>
      );
    }
    case 'connected':
      return (
        <AppShell user={user}>
          {user ? (
            <RequireWizardDone user={user} />
          ) : userLoadFailed ? (
            <Suspense fallback={<Loading />}>
              <UserLoadError />
            </Suspense>
          ) : (
            <Loading />
          )}
        </AppShell>
      );
  }
}
