import { mainHousePage } from '@campus/domain/house-page';
import type { Language } from '@campus/domain/locale';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { ApiClient } from '../lib/api/api-client.ts';
import { housePagesQuery } from '../lib/house/api/get-house-pages.ts';
import { houseTermsQuery } from '../lib/house/api/get-house-terms.ts';
import { campusMainTerm } from '../lib/house/use-active-house.ts';
import { prefetchLoader, type PrefetchContext, type RouteServices } from './prefetch-loader.ts';

/**
 * The active house for a loader, as use-active-house.ts decides it: the first of the person's houses, else
 * the campus main house (which needs the house terms, cached for the screens too). Null before users/me.
 */
async function activeHouseId(
  services: RouteServices,
  api: ApiClient,
  ensure: QueryClient['query'],
): Promise<number | null> {
  const user = services.auth.getState().user;
  if (user === null) return null;
  const first = user.acf.user_house[0]?.term_id;
  if (first !== undefined) return first;
  return campusMainTerm(await ensure(houseTermsQuery(api)))?.id ?? null;
}

type HousePrefetchContext = Omit<PrefetchContext, 'language'> & { language: Language; houseId: number };

/**
 * The house pages of spec §2.6 under /house: the layout (header = the main house page, tabs), the hub,
 * About, News and Events with their detail modals, and /house/services/*: the services feature's tree
 * (ServiceTreePage with basePath '/house/services' and the house's main page id as its root).
 */
export function houseRoutes(services: RouteServices): RouteObject {
  // House content depends on the person (their house) and their language: known once users/me answered.
  const prefetch = (load: (context: HousePrefetchContext) => Promise<unknown>) =>
    prefetchLoader(services, async (context) => {
      const { language } = context;
      if (language === null) return;
      const houseId = await activeHouseId(services, context.api, context.ensure);
      if (houseId !== null) await load({ ...context, language, houseId });
    });

  return {
    path: 'house',
    lazy: async () => {
      const { HouseLayout } = await import('../features/house/house-layout.tsx');
      return {
        Component: HouseLayout,
        loader: prefetch(({ api, ensure, language, houseId }) =>
          ensure(housePagesQuery(api, language, houseId)),
        ),
      };
    },
    children: [
      {
        index: true,
        lazy: async () => {
          const [{ HouseHubScreen }, { newsListQuery }, { eventsQuery }] = await Promise.all([
            import('./house-screens.tsx'),
            import('../features/news/api/get-news-list.ts'),
            import('../features/news/api/get-events.ts'),
          ]);
          return {
            Component: HouseHubScreen,
            loader: prefetch(({ api, ensureInfinite, language, houseId }) =>
              Promise.all([
                ensureInfinite(newsListQuery(api, language, houseId)),
                ensureInfinite(eventsQuery(api, language, 'upcoming', houseId)),
              ]),
            ),
          };
        },
      },
      {
        path: 'about',
        lazy: async () => {
          const [{ HouseAboutScreen }, { committeeQuery }] = await Promise.all([
            import('./house-screens.tsx'),
            import('../features/directory/api/get-committee.ts'),
          ]);
          return {
            Component: HouseAboutScreen,
            loader: prefetch(({ api, ensure, houseId }) => ensure(committeeQuery(api, houseId))),
          };
        },
      },
      {
        path: 'services/*',
        lazy: async () => {
          const [{ HouseServicesScreen }, { servicePathQuery, servicesByParentQuery }] = await Promise.all([
            import('./house-screens.tsx'),
            import('../features/services/api/get-services.ts'),
          ]);
          return {
            Component: HouseServicesScreen,
            loader: prefetch(async ({ api, ensure, language, houseId, params }) => {
              const pages = await ensure(housePagesQuery(api, language, houseId));
              const root = mainHousePage(pages, houseId);
              if (root === null) return;
              const slugs = (params['*'] ?? '').split('/').filter((slug) => slug !== '');
              if (slugs.length === 0) await ensure(servicesByParentQuery(api, language, root.id));
              else await ensure(servicePathQuery(api, language, root.id, slugs));
            }),
          };
        },
      },
      {
        // A sub-page of the house (parent above 0); the named tabs above rank first.
        path: ':slug',
        lazy: async () => ({
          Component: (await import('../features/house/house-sub-page.tsx')).HouseSubPage,
        }),
      },
      {
        path: 'news',
        lazy: async () => {
          const [{ HouseNewsPage }, { newsListQuery }] = await Promise.all([
            import('../features/news/house-news-pages.tsx'),
            import('../features/news/api/get-news-list.ts'),
          ]);
          return {
            Component: HouseNewsPage,
            loader: prefetch(({ api, ensureInfinite, language, houseId }) =>
              ensureInfinite(newsListQuery(api, language, houseId)),
            ),
          };
        },
        children: [
          {
            path: ':slug',
            lazy: async () => ({
              Component: (await import('./content-forms-slots.tsx')).HouseNewsDetailWithForms,
            }),
          },
        ],
      },
      {
        path: 'events',
        lazy: async () => {
          const [{ HouseEventsPage }, { eventsQuery }] = await Promise.all([
            import('../features/news/house-news-pages.tsx'),
            import('../features/news/api/get-events.ts'),
          ]);
          return {
            Component: HouseEventsPage,
            loader: prefetch(({ api, ensureInfinite, language, houseId }) =>
              Promise.all([
                ensureInfinite(eventsQuery(api, language, 'upcoming', houseId)),
                ensureInfinite(eventsQuery(api, language, 'past', houseId)),
              ]),
            ),
          };
        },
        children: [
          {
            path: ':slug',
            lazy: async () => ({
              Component: (await import('./content-forms-slots.tsx')).HouseEventDetailWithForms,
            }),
          },
        ],
      },
    ],
  };
}
