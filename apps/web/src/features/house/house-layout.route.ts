import { HouseLayout } from './house-layout.tsx';
import { housePagesQuery } from '../../entities/house/api/get-house-pages.ts';
import type { RouteServices } from '../../lib/routing/prefetch-loader.ts';
import { housePrefetchLoader } from '../../entities/house/house-prefetch.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: HouseLayout,
    loader: housePrefetchLoader(services, ({ api, ensure, language, houseId }) =>
      ensure(housePagesQuery(api, language, houseId)),
    ),
  };
}
