import { Outlet } from 'react-router';
import { SplashScreen } from './splash-screen.tsx';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <SplashScreen />
    </>
  );
}
