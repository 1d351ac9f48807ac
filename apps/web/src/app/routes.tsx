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
const newsDetail = async () => ({
  Component: (await import('../features/news/news-detail-route.tsx')).NewsDetailRoute,
});
const eventDetail = async () => ({
  Component: (await import('../features/news/event-detail-route.tsx')).EventDetailRoute,
});
const cmsPage = async () => ({
  Component: (await import('../features/pages/cms-page-route.tsx')).CmsPageRoute,
});
const directory = async () => ({
  Component: (await import('../features/directory/directory-page.tsx')).DirectoryPage,
});
const friendRequest = async () => ({
  Component: (await import('../features/directory/friend-request-page.tsx')).FriendRequestPage,
});
const profileHub = async () => ({
  Component: (await import('../features/profile/profile-hub-page.tsx')).ProfileHubPage,
});
const profileEdit = async () => ({
  Component: (await import('../features/profile/profile-edit-page.tsx')).ProfileEditPage,
});
const profileSettings = async () => ({
  Component: (await import('../features/profile/profile-settings-page.tsx')).ProfileSettingsPage,
});
const profileHobbies = async () => ({
  Component: (await import('../features/profile/profile-hobbies-page.tsx')).ProfileHobbiesPage,
});
const wizard = async () => ({ Component: (await import('../features/wizard/wizard-page.tsx')).WizardPage });

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
          { path: 'news', lazy: news, children: [{ path: ':slug', lazy: newsDetail }] },
          { path: 'events', lazy: news, children: [{ path: ':slug', lazy: eventDetail }] },
          { path: 'pages/*', lazy: cmsPage },
          { path: 'directory', lazy: directory },
          { path: 'directory/:slug', lazy: directory },
          { path: 'friend-request', lazy: friendRequest },
          {
            path: 'profile',
            lazy: profileHub,
            children: [
              { path: 'edit', lazy: profileEdit },
              { path: 'settings', lazy: profileSettings },
              { path: 'hobbies', lazy: profileHobbies },
            ],
          },
          { path: 'wizard', lazy: wizard },
          { path: 'wizard/:slug', lazy: wizard },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
