import { SERVICES_HOME_PATH } from '@campus/domain/service';
import { Navigate, type RouteObject } from 'react-router';
import { INVOICES_LIST_PATH } from '../features/services/service-paths.ts';
import { Loading } from '../ui/loading.tsx';
import { RedirectIfConnected } from './guards/redirect-if-connected.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { houseRoutes } from './house-routes.tsx';
import { NotFoundPage, PublicNotFoundPage } from './not-found-page.tsx';
import { RequireDebugUnlocked } from './guards/require-debug-unlocked.tsx';
import { RootLayout } from './root-layout.tsx';
import type { RouteServices } from '../lib/routing/prefetch-loader.ts';
import { lazyRoute, withStrings, type RouteModuleFile } from '../lib/routing/lazy-route-module.ts';
import { RouteError } from './route-error.tsx';
import { staffRoutes } from './staff-routes.tsx';
import type { ScreenNamespace } from './first-paint.ts';

// Each screen is its own chunk, loaded when first visited, so the first load stays small; its route file
// (`<screen>.route.ts` beside the screen, ADR 031) brings its loader, which prefetches the screen's main
// query alongside (lib/routing/prefetch-loader.ts), from the feature's own api module.
// The screens without a loader are their own lazy module.
function screens(services: RouteServices) {
  const load = (file: () => Promise<RouteModuleFile>, namespaces: readonly ScreenNamespace[]) =>
    lazyRoute(services, file, namespaces);
  const lazy = <T,>(namespaces: readonly ScreenNamespace[], module: () => Promise<T>) =>
    withStrings(services, namespaces, module);
  return {
    landing: lazy([], async () => ({
      Component: (await import('../features/auth/landing-page.tsx')).LandingPage,
    })),
    loginRedirect: lazy([], async () => ({
      Component: (await import('../features/auth/login-redirect-page.tsx')).LoginRedirectPage,
    })),
    endRedirect: lazy([], async () => ({
      Component: (await import('../features/auth/end-redirect-page.tsx')).EndRedirectPage,
    })),
    logs: lazy(['debug'], async () => ({
      Component: (await import('../features/debug/logs-page.tsx')).LogsPage,
    })),
    debug: lazy(['debug'], async () => ({
      Component: (await import('../features/debug/debug-page.tsx')).DebugPage,
    })),
    news: load(() => import('./screens/news.route.ts'), []),
    events: load(() => import('./screens/events.route.ts'), []),
    newsDetail: load(
      () => import('./screens/news-detail.route.ts'),
      ['events', 'forms', 'house', 'pages', 'services'],
    ),
    eventDetail: load(
      () => import('./screens/event-detail.route.ts'),
      ['events', 'forms', 'house', 'pages', 'services'],
    ),
    map: load(() => import('../features/map/map.route.ts'), ['map']),
    cmsPage: load(
      () => import('./screens/cms-page.route.ts'),
      ['events', 'forms', 'house', 'pages', 'services'],
    ),
    servicesCatalogue: load(() => import('../features/services/services-catalogue.route.ts'), ['services']),
    serviceDetail: load(
      () => import('./screens/service-detail.route.ts'),
      ['events', 'forms', 'house', 'pages', 'services'],
    ),
    emergency: load(() => import('../features/services/emergency.route.ts'), ['services']),
    directory: load(() => import('../features/directory/directory.route.ts'), ['directory']),
    search: load(() => import('./screens/search.route.ts'), ['directory', 'forms', 'search', 'services']),
    friendRequest: load(() => import('../features/directory/friend-request.route.ts'), ['directory']),
    notifications: load(() => import('../features/notifications/notifications.route.ts'), ['notifications']),
    maintenanceRequests: load(
      () => import('../features/maintenance/maintenance-requests.route.ts'),
      ['maintenance'],
    ),
    maintenanceReport: load(
      () => import('../features/maintenance/maintenance-report.route.ts'),
      // services: the emergency numbers' cards (ui/emergency-contact-card.tsx) shown for a danger.
      ['maintenance', 'services'],
    ),
    maintenanceRequest: load(
      () => import('../features/maintenance/maintenance-request.route.ts'),
      ['maintenance'],
    ),
    profileHub: load(() => import('../features/profile/profile-hub.route.ts'), ['profile']),
    profileEdit: load(() => import('../features/profile/profile-edit.route.ts'), ['profile']),
    profileChecklists: load(() => import('../features/checklists/checklists.route.ts'), ['checklists']),
    profileSettings: load(
      () => import('../features/profile/profile-settings.route.ts'),
      ['profile', 'settings'],
    ),
    profileHobbies: load(() => import('../features/profile/profile-hobbies.route.ts'), ['profile']),
    identity: load(() => import('../features/identity/identity.route.ts'), ['identity', 'profile']),
    wizard: load(() => import('../features/wizard/wizard.route.ts'), ['profile', 'settings', 'wizard']),
  };
}

/**
 * The route table of spec §2. Public: /, /landing, /loginredirect, /endredirect, /logs. Everything else —
 * unknown paths included — sits under RequireAuth, so a visitor is sent to / with the path remembered,
 * and a signed-in person sees the 404 page inside the layout.
 */
export function createRoutes(services: RouteServices): RouteObject[] {
  return routeTree(services, screens(services));
}

function routeTree(services: RouteServices, loaders: ReturnType<typeof screens>): RouteObject[] {
  const {
    landing,
    loginRedirect,
    endRedirect,
    logs,
    debug,
    news,
    events,
    newsDetail,
    eventDetail,
    cmsPage,
    map,
    servicesCatalogue,
    serviceDetail,
    emergency,
    directory,
    friendRequest,
    search,
    notifications,
    maintenanceRequests,
    maintenanceReport,
    maintenanceRequest,
    profileHub,
    profileEdit,
    profileChecklists,
    profileSettings,
    profileHobbies,
    identity,
    wizard,
  } = loaders;
  return [
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
        // Public (spec §2.1): the logs of someone who cannot sign in; a 404 until the debug unlock.
        {
          element: <RequireDebugUnlocked locked={<PublicNotFoundPage />} />,
          children: [{ path: 'logs', lazy: logs }],
        },
        {
          element: <RequireAuth />,
          children: [
            { path: 'news', lazy: news, children: [{ path: ':slug', lazy: newsDetail }] },
            { path: 'events', lazy: events, children: [{ path: ':slug', lazy: eventDetail }] },
            // The map before the CMS pages' catch-all: /pages/map is a screen, not a CMS page.
            { path: 'pages/map', lazy: map },
            { path: 'pages/map/:id', lazy: map },
            { path: 'pages/*', lazy: cmsPage },
            { path: 'services', element: <Navigate to={SERVICES_HOME_PATH} replace /> },
            { path: 'services/tabs', element: <Navigate to={SERVICES_HOME_PATH} replace /> },
            { path: 'services/tabs/:tab/*', lazy: servicesCatalogue },
            { path: 'services/invoices', element: <Navigate to={INVOICES_LIST_PATH} replace /> },
            { path: 'services/*', lazy: serviceDetail },
            { path: 'emergency', lazy: emergency },
            { path: 'directory', lazy: directory },
            { path: 'directory/:slug', lazy: directory },
            { path: 'friend-request', lazy: friendRequest },
            { path: 'search/*', lazy: search },
            { path: 'notifications', lazy: notifications },
            { path: 'notifications/:notifId', lazy: notifications },
            // Issue #32: the resident's maintenance requests; notifications link to /maintenance/{id}.
            { path: 'maintenance', lazy: maintenanceRequests },
            { path: 'maintenance/new', lazy: maintenanceReport },
            { path: 'maintenance/:id', lazy: maintenanceRequest },
            houseRoutes(services),
            staffRoutes(services),
            {
              path: 'profile',
              lazy: profileHub,
              children: [
                { path: 'edit', lazy: profileEdit },
                { path: 'checklists', lazy: profileChecklists },
                { path: 'settings', lazy: profileSettings },
                { path: 'hobbies', lazy: profileHobbies },
              ],
            },
            { path: 'my-identity/:tab', lazy: identity },
            {
              element: <RequireDebugUnlocked locked={<NotFoundPage />} />,
              children: [{ path: 'debug', lazy: debug }],
            },
            { path: 'wizard', lazy: wizard },
            { path: 'wizard/:slug', lazy: wizard },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
