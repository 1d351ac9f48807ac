import { Outlet } from 'react-router';
import { LanguageSync } from './language-sync.tsx';
import { SplashScreen } from './splash-screen.tsx';

export function RootLayout() {
  return (
    <>
      <LanguageSync />
      <Outlet />
      <SplashScreen />
    </>
  );
}
