import { Outlet } from 'react-router';
import { useConnection } from '../lib/auth/auth-context.tsx';
import { useDocumentTheme } from '../lib/theme.ts';
import { OfflineBanner } from '../ui/offline-banner.tsx';
import { SplashScreen } from './splash-screen.tsx';

export function RootLayout() {
  useDocumentTheme(useConnection().user?.acf.theme);
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <SplashScreen />
    </>
  );
}
