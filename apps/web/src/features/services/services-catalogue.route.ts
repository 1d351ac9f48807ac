import { ServicesCataloguePage } from './services-catalogue.tsx';
import { servicesByParentQuery } from './api/get-services.ts';
import { prefetchLoader, type RouteServices } from '../../lib/routing/prefetch-loader.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: ServicesCataloguePage,
    loader: prefetchLoader(services, async ({ language, api, ensure }) => {
      if (language !== null) await ensure(servicesByParentQuery(api, language, 0));
    }),
  };
}
