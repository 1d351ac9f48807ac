import { ServicesCataloguePage } from '../../features/services/services-catalogue.tsx';
import { servicesByParentQuery } from '../../features/services/api/get-services.ts';
import { prefetchLoader, type RouteServices } from '../prefetch-loader.ts';
import type { LazyRouteModule } from './lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: ServicesCataloguePage,
    loader: prefetchLoader(services, async ({ language, api, ensure }) => {
      if (language !== null) await ensure(servicesByParentQuery(api, language, 0));
    }),
  };
}
