import type { RouteObject } from 'react-router';
import { Loading } from '../ui/loading.tsx';
import { RedirectIfConnected } from './guards/redirect-if-connected.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

// Each screen is its own chunk, loaded when first visited, so the first load stays small.
const landing = async () => ({ Component: (await import('../features/auth/landing-page.tsx')).LandingPage });
const loginRedirect = async () => ({
  Component: (await import('../features/auth/login-redirect-page.tsx')).LoginRedirectPage,
});
const endRedirect = async () => ({
  Component: (await import('../features/auth/end-redirect-page.tsx')).EndRedirectPage,
});
const news = async () => ({ Component: (await import('../features/news/news-page.tsx')).NewsPage });

/**
 * The route table of spec §2. Public: /, /landing, /loginredirect, /endredirect. Everything else —
 * unknown paths included — sits under RequireAuth, so a visitor is sent to / with the path remembered,
 * and a signed-in person sees the 404 page inside the layout.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    children: [
      {
        element: <RedirectIfConnected />,
        children: [
          { index: true, lazy: landing },
          { path: 'landing', lazy: landing },
        ],
      },
      { path: 'loginredirect', lazy: loginRedirect },
      { path: 'endredirect', lazy: endRedirect },
      {
        element: <RequireAuth />,
        children: [
          { path: 'news', lazy: news },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
