import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';
import { prefetchLoader, type RouteServices } from '../../lib/routing/prefetch-loader.ts';
import { maintenanceRequestQuery } from '../../entities/maintenance/api/get-maintenance-request.ts';
import { MaintenanceRequestPage } from './maintenance-request-page.tsx';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: MaintenanceRequestPage,
    loader: prefetchLoader(services, async ({ api, language, ensure, params }) => {
      const id = Number(params.id);
      if (language !== null && Number.isInteger(id) && id > 0)
        await ensure(maintenanceRequestQuery(api, language, id));
    }),
  };
}
