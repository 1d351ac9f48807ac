import { EmergencyPage } from './emergency-page.tsx';
import { servicesByParentQuery } from './api/get-services.ts';
import { prefetchLoader, type RouteServices } from '../../lib/routing/prefetch-loader.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: EmergencyPage,
    // The modal's numbers come with users/me; the catalogue under it is the query to prefetch.
    loader: prefetchLoader(services, async ({ language, api, ensure }) => {
      if (language !== null) await ensure(servicesByParentQuery(api, language, 0));
    }),
  };
}
