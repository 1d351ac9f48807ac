import { NotificationsPage } from './notifications-page.tsx';
import { notificationsQuery } from '../../entities/notifications/api/get-notifications.ts';
import { prefetchLoader, type RouteServices } from '../../lib/routing/prefetch-loader.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: NotificationsPage,
    // The layout's red dot shares this query: on a cold load of /notifications it starts here, with the
    // screen's code, rather than once the layout renders; later visits find it cached.
    loader: prefetchLoader(services, async ({ language, api, ensure }) => {
      if (language !== null) await ensure(notificationsQuery(api, language));
    }),
  };
}
