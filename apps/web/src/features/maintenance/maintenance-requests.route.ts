import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';
import { prefetchLoader, type RouteServices } from '../../lib/routing/prefetch-loader.ts';
import { maintenanceRequestsQuery } from './api/get-maintenance-requests.ts';
import { MaintenanceRequestsPage } from './maintenance-requests-page.tsx';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: MaintenanceRequestsPage,
    // The first page, the one almost every visit opens on; a later page (?page=) is asked by the screen.
    loader: prefetchLoader(services, async ({ api, language, ensure }) => {
      if (language !== null) await ensure(maintenanceRequestsQuery(api, language, 1));
    }),
  };
}
