import { HouseLayout } from '../../features/house/house-layout.tsx';
import { housePagesQuery } from '../../entities/house/api/get-house-pages.ts';
import type { RouteServices } from '../prefetch-loader.ts';
import { housePrefetchLoader } from './house-prefetch.ts';
import type { LazyRouteModule } from './lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: HouseLayout,
    loader: housePrefetchLoader(services, ({ api, ensure, language, houseId }) =>
      ensure(housePagesQuery(api, language, houseId)),
    ),
  };
}
