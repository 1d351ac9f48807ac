import { Navigate, Outlet } from 'react-router';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { requestedPath } from '../../lib/auth/requested-path.ts';
import { Loading } from '../../ui/loading.tsx';

/** Spec §2.2: someone already signed in who opens / or /landing goes on to the requested path. */
export function RedirectIfConnected() {
  const { status } = useConnection();
  switch (status) {
    case 'notLoaded':
      return <Loading />;
    case 'connected':
      return <Navigate to={requestedPath()} replace />;
    case 'notConnected':
      return <Outlet />;
  }
}
