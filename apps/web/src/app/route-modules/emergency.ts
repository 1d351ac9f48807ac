import { EmergencyPage } from '../../features/services/emergency-page.tsx';
import { servicesByParentQuery } from '../../features/services/api/get-services.ts';
import { prefetchLoader, type RouteServices } from '../prefetch-loader.ts';
import type { LazyRouteModule } from './lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: EmergencyPage,
    // The modal's numbers come with users/me; the catalogue under it is the query to prefetch.
    loader: prefetchLoader(services, async ({ language, api, ensure }) => {
      if (language !== null) await ensure(servicesByParentQuery(api, language, 0));
    }),
  };
}
