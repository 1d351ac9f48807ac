import type { RouteObject } from 'react-router';
import type { ScreenNamespace } from './first-paint.ts';
import type { RouteServices } from '../lib/routing/prefetch-loader.ts';
import { lazyRoute, withStrings, type RouteModuleFile } from '../lib/routing/lazy-route-module.ts';

/**
 * The house pages of spec §2.6 under /house: the layout (header = the main house page, tabs), the hub,
 * About, News and Events with their detail modals, and /house/services/*: the services feature's tree
 * (ServiceTreePage with basePath '/house/services' and the house's main page id as its root).
 */
export function houseRoutes(services: RouteServices): RouteObject {
  const load = (file: () => Promise<RouteModuleFile>, namespaces: readonly ScreenNamespace[]) =>
    lazyRoute(services, file, namespaces);

  return {
    path: 'house',
    lazy: load(() => import('../features/house/house-layout.route.ts'), ['house']),
    children: [
      {
        index: true,
        lazy: load(
          () => import('./screens/house-hub.route.ts'),
          ['directory', 'events', 'forms', 'house', 'services'],
        ),
      },
      {
        path: 'about',
        lazy: load(
          () => import('./screens/house-about.route.ts'),
          ['directory', 'events', 'forms', 'house', 'services'],
        ),
      },
      {
        path: 'services/*',
        lazy: load(
          () => import('./screens/house-services.route.ts'),
          ['directory', 'events', 'forms', 'house', 'services'],
        ),
      },
      {
        // A sub-page of the house (parent above 0); the named tabs above rank first.
        path: ':slug',
        lazy: withStrings(services, ['house'], async () => ({
          Component: (await import('../features/house/house-sub-page.tsx')).HouseSubPage,
        })),
      },
      {
        path: 'news',
        lazy: load(() => import('../features/news/house-news.route.ts'), ['events', 'house']),
        children: [
          {
            path: ':slug',
            lazy: withStrings(services, ['events', 'forms', 'house', 'pages', 'services'], async () => ({
              Component: (await import('./screens/content-forms-slots.tsx')).HouseNewsDetailWithForms,
            })),
          },
        ],
      },
      {
        path: 'events',
        lazy: load(() => import('../features/news/house-events.route.ts'), ['events', 'house']),
        children: [
          {
            path: ':slug',
            lazy: withStrings(services, ['events', 'forms', 'house', 'pages', 'services'], async () => ({
              Component: (await import('./screens/content-forms-slots.tsx')).HouseEventDetailWithForms,
            })),
          },
        ],
      },
    ],
  };
}
