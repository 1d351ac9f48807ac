import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';
import { prefetchLoader, type RouteServices } from '../../lib/routing/prefetch-loader.ts';
import { maintenancePlacesQuery } from './api/get-maintenance-places.ts';
import { MaintenanceReportPage } from './maintenance-report-page.tsx';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: MaintenanceReportPage,
    loader: prefetchLoader(services, async ({ api, language, ensure }) => {
      if (language !== null) await ensure(maintenancePlacesQuery(api, language));
    }),
  };
}
