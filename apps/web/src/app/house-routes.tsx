import type { RouteObject } from 'react-router';
import type { RouteServices } from '../lib/routing/prefetch-loader.ts';
import { lazyRoute, type RouteModuleFile } from '../lib/routing/lazy-route-module.ts';

/**
 * The house pages of spec §2.6 under /house: the layout (header = the main house page, tabs), the hub,
 * About, News and Events with their detail modals, and /house/services/*: the services feature's tree
 * (ServiceTreePage with basePath '/house/services' and the house's main page id as its root).
 */
export function houseRoutes(services: RouteServices): RouteObject {
  const load = (file: () => Promise<RouteModuleFile>) => lazyRoute(services, file);

  return {
    path: 'house',
    lazy: load(() => import('../features/house/house-layout.route.ts')),
    children: [
      {
        index: true,
        lazy: load(() => import('./screens/house-hub.route.ts')),
      },
      {
        path: 'about',
        lazy: load(() => import('./screens/house-about.route.ts')),
      },
      {
        path: 'services/*',
        lazy: load(() => import('./screens/house-services.route.ts')),
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
        lazy: load(() => import('../features/news/house-news.route.ts')),
        children: [
          {
            path: ':slug',
            lazy: async () => ({
              Component: (await import('./screens/content-forms-slots.tsx')).HouseNewsDetailWithForms,
            }),
          },
        ],
      },
      {
        path: 'events',
        lazy: load(() => import('../features/news/house-events.route.ts')),
        children: [
          {
            path: ':slug',
            lazy: async () => ({
              Component: (await import('./screens/content-forms-slots.tsx')).HouseEventDetailWithForms,
            }),
          },
        ],
      },
    ],
  };
}
