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
import { prefetchLoader, type RouteServices } from './prefetch-loader.ts';
import { RouteError } from './route-error.tsx';
import { loadScreenStrings } from '../lib/i18n/i18n.ts';
import { staffRoutes } from './staff-routes.tsx';

// Each screen is its own chunk, loaded when first visited, so the first load stays small; its loader
// prefetches the screen's main query alongside (prefetch-loader.ts), from the feature's own api module.
const landing = async () => ({ Component: (await import('../features/auth/landing-page.tsx')).LandingPage });
const loginRedirect = async () => ({
  Component: (await import('../features/auth/login-redirect-page.tsx')).LoginRedirectPage,
});
const logs = async () => ({ Component: (await import('../features/debug/logs-page.tsx')).LogsPage });
const debug = async () => ({ Component: (await import('../features/debug/debug-page.tsx')).DebugPage });
const endRedirect = async () => ({
  Component: (await import('../features/auth/end-redirect-page.tsx')).EndRedirectPage,
});

function screens(services: RouteServices) {
  const prefetch = (load: Parameters<typeof prefetchLoader>[1]) => prefetchLoader(services, load);
  return {
    news: async () => {
      const [{ NewsScreen }, { newsListQuery }] = await Promise.all([
        import('./news-screen.tsx'),
        import('../features/news/api/get-news-list.ts'),
      ]);
      return {
        Component: NewsScreen,
        loader: prefetch(async ({ language, api, ensureInfinite }) => {
          if (language !== null) await ensureInfinite(newsListQuery(api, language));
        }),
      };
    },
    events: async () => {
      const [{ NewsScreen }, { eventsQuery }] = await Promise.all([
        import('./news-screen.tsx'),
        import('../features/news/api/get-events.ts'),
      ]);
      return {
        Component: NewsScreen,
        loader: prefetch(async ({ language, api, ensureInfinite }) => {
          if (language !== null)
            await Promise.all([
              ensureInfinite(eventsQuery(api, language, 'upcoming')),
              ensureInfinite(eventsQuery(api, language, 'past')),
            ]);
        }),
      };
    },
    newsDetail: async () => {
      const [{ NewsDetailWithForms }, { newsBySlugQuery }] = await Promise.all([
        import('./content-forms-slots.tsx'),
        import('../features/news/api/get-news-by-slug.ts'),
      ]);
      return {
        Component: NewsDetailWithForms,
        loader: prefetch(async ({ params, language, queryClient, api, ensure }) => {
          if (language !== null && params.slug !== undefined)
            await ensure(newsBySlugQuery(api, queryClient, language, params.slug));
        }),
      };
    },
    eventDetail: async () => {
      const [{ EventDetailWithForms }, { eventBySlugQuery }] = await Promise.all([
        import('./content-forms-slots.tsx'),
        import('../features/news/api/get-event-by-slug.ts'),
      ]);
      return {
        Component: EventDetailWithForms,
        loader: prefetch(async ({ params, language, queryClient, api, ensure }) => {
          if (language !== null && params.slug !== undefined)
            await ensure(eventBySlugQuery(api, queryClient, language, params.slug));
        }),
      };
    },
    map: async () => {
      const [{ MapPage }, { placesQuery }, { placeCategoriesQuery }] = await Promise.all([
        import('../features/map/map-page.tsx'),
        import('../features/map/api/get-places.ts'),
        import('../features/map/api/get-place-categories.ts'),
      ]);
      return {
        Component: MapPage,
        loader: prefetch(async ({ language, api, ensure }) => {
          if (language !== null)
            await Promise.all([ensure(placesQuery(api, language)), ensure(placeCategoriesQuery(api))]);
        }),
      };
    },
    cmsPage: async () => {
      const [{ CmsPageWithForms }, { pageByPathQuery }] = await Promise.all([
        import('./content-forms-slots.tsx'),
        import('../features/pages/api/get-page-by-path.ts'),
      ]);
      return {
        Component: CmsPageWithForms,
        loader: prefetch(async ({ params, language, api, ensure }) => {
          const slugs = (params['*'] ?? '').split('/').filter((slug) => slug !== '');
          if (language !== null) await ensure(pageByPathQuery(api, language, slugs));
        }),
      };
    },
    servicesCatalogue: async () => {
      const [{ ServicesCataloguePage }, { servicesByParentQuery }] = await Promise.all([
        import('../features/services/services-catalogue.tsx'),
        import('../features/services/api/get-services.ts'),
      ]);
      return {
        Component: ServicesCataloguePage,
        loader: prefetch(async ({ language, api, ensure }) => {
          if (language !== null) await ensure(servicesByParentQuery(api, language, 0));
        }),
      };
    },
    serviceDetail: async () => {
      const [{ CampusServiceWithForms }, { servicePathQuery }] = await Promise.all([
        import('./content-forms-slots.tsx'),
        import('../features/services/api/get-services.ts'),
      ]);
      return {
        Component: CampusServiceWithForms,
        loader: prefetch(async ({ params, language, api, ensure }) => {
          const slugs = (params['*'] ?? '').split('/').filter((slug) => slug !== '');
          if (language !== null && slugs.length > 0) await ensure(servicePathQuery(api, language, 0, slugs));
        }),
      };
    },
    emergency: async () => {
      const [{ EmergencyPage }, { servicesByParentQuery }] = await Promise.all([
        import('../features/services/emergency-page.tsx'),
        import('../features/services/api/get-services.ts'),
      ]);
      return {
        Component: EmergencyPage,
        // The modal's numbers come with users/me; the catalogue under it is the query to prefetch.
        loader: prefetch(async ({ language, api, ensure }) => {
          if (language !== null) await ensure(servicesByParentQuery(api, language, 0));
        }),
      };
    },
    directory: async () => {
      const [{ DirectoryPage, ALL_MEMBERS_SLUG }, { relationsQueryOptions }, { usersQueryOptions }] =
        await Promise.all([
          import('../features/directory/directory-page.tsx'),
          import('../features/directory/api/get-relations.ts'),
          import('../features/directory/api/get-users.ts'),
        ]);
      return {
        Component: DirectoryPage,
        loader: prefetch(({ params, api, ensureInfinite, ensure }) => {
          const relations = ensure(relationsQueryOptions(api));
          // The contacts view (spec §2.9: /directory itself) needs the relations first to know whom to
          // list: the screen asks then.
          if (params.slug !== ALL_MEMBERS_SLUG) return relations;
          const everyone = ensureInfinite(usersQueryOptions(api, { tagIds: [], include: null }));
          return Promise.all([relations, everyone]);
        }),
      };
    },
    // The search's queries depend on its URL (search-location.ts) and start as the screen renders.
    search: async () => ({ Component: (await import('./search-screen.tsx')).SearchScreen }),
    friendRequest: async () => {
      const [{ FriendRequestPage }, { relationsQueryOptions }] = await Promise.all([
        import('../features/directory/friend-request-page.tsx'),
        import('../features/directory/api/get-relations.ts'),
      ]);
      return {
        Component: FriendRequestPage,
        loader: prefetch(({ api, ensure }) => ensure(relationsQueryOptions(api))),
      };
    },
    notifications: async () => {
      const [{ NotificationsPage }, { notificationsQuery }] = await Promise.all([
        import('../features/notifications/notifications-page.tsx'),
        import('../lib/notifications/api/get-notifications.ts'),
      ]);
      return {
        Component: NotificationsPage,
        // The layout's red dot shares this query: on a cold load of /notifications it starts here, with the
        // screen's code, rather than once the layout renders; later visits find it cached.
        loader: prefetch(async ({ language, api, ensure }) => {
          if (language !== null) await ensure(notificationsQuery(api, language));
        }),
      };
    },
    profileHub: async () => ({
      Component: (await import('../features/profile/profile-hub-page.tsx')).ProfileHubPage,
    }),
    profileEdit: async () => ({
      Component: (await import('../features/profile/profile-edit-page.tsx')).ProfileEditPage,
    }),
    profileChecklists: async () => ({
      Component: (await import('../features/checklists/checklists-page.tsx')).ChecklistsPage,
    }),
    profileSettings: async () => {
      const [{ ProfileSettingsPage }, { tagGroupQuery }] = await Promise.all([
        import('../features/profile/profile-settings-page.tsx'),
        import('../lib/profile/api/get-tag-group.ts'),
      ]);
      return {
        Component: ProfileSettingsPage,
        loader: prefetch(({ api, ensure }) => ensure(tagGroupQuery(api, 'interest'))),
      };
    },
    profileHobbies: async () => {
      const [{ ProfileHobbiesPage }, { tagGroupQuery }] = await Promise.all([
        import('../features/profile/profile-hobbies-page.tsx'),
        import('../lib/profile/api/get-tag-group.ts'),
      ]);
      return {
        Component: ProfileHobbiesPage,
        loader: prefetch(({ api, ensure }) => ensure(tagGroupQuery(api, 'interest'))),
      };
    },
    identity: async () => {
      const [{ IdentityPage }, { signedQrQuery }, { IDENTITY_TABS }] = await Promise.all([
        import('../features/identity/identity-page.tsx'),
        import('../features/identity/api/get-signed-qr.ts'),
        import('../features/identity/identity-tabs.ts'),
      ]);
      return {
        Component: IdentityPage,
        // The card needs only users/me; a QR tab opened directly starts drawing its code with the chunk.
        loader: prefetch(async ({ params, api, ensure }) => {
          const kind = IDENTITY_TABS.find((tab) => tab.slug === params.tab)?.kind ?? null;
          if (kind !== null) await ensure(signedQrQuery(api, kind));
        }),
      };
    },
    wizard: async () => {
      const [{ WizardPage }, { tagGroupQuery }] = await Promise.all([
        import('../features/wizard/wizard-page.tsx'),
        import('../lib/profile/api/get-tag-group.ts'),
      ]);
      return {
        Component: WizardPage,
        // Every step counts the interests chosen (spec §4 wizard), so the group is needed throughout.
        loader: prefetch(({ api, ensure }) => ensure(tagGroupQuery(api, 'interest'))),
      };
    },
  };
}

/**
 * The route table of spec §2. Public: /, /landing, /loginredirect, /endredirect, /logs. Everything else —
 * unknown paths included — sits under RequireAuth, so a visitor is sent to / with the path remembered,
 * and a signed-in person sees the 404 page inside the layout.
 */
/**
 * Each lazy route also waits for every screen's strings (lib/i18n/i18n.ts), except the screens a first load
 * paints with the first-paint part of the catalog. main.tsx loads the rest right after the first paint, so
 * this rarely waits at all; it keeps a screen from ever showing a key instead of its words.
 */
function withScreenStrings(
  routes: RouteObject[],
  services: RouteServices,
  firstPaint: ReadonlySet<unknown>,
): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { lazy, children } = route;
    const waiting =
      typeof lazy === 'function' && !firstPaint.has(lazy)
        ? {
            lazy: async () => {
              const [screen] = await Promise.all([lazy(), loadScreenStrings(services.i18n)]);
              return screen;
            },
          }
        : {};
    const nested =
      children === undefined ? {} : { children: withScreenStrings(children, services, firstPaint) };
    return { ...route, ...waiting, ...nested } as RouteObject;
  });
}

export function createRoutes(services: RouteServices): RouteObject[] {
  const loaders = screens(services);
  const firstPaint = new Set<unknown>([landing, loginRedirect, endRedirect, loaders.news, loaders.events]);
  return withScreenStrings(routeTree(services, loaders), services, firstPaint);
}

function routeTree(services: RouteServices, loaders: ReturnType<typeof screens>): RouteObject[] {
  const {
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
