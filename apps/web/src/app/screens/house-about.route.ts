import { committeeQuery } from '../../features/directory/api/get-committee.ts';
import { HouseAboutScreen } from './house-screens.tsx';
import type { RouteServices } from '../../lib/routing/prefetch-loader.ts';
import { housePrefetchLoader } from '../../entities/house/house-prefetch.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: HouseAboutScreen,
    loader: housePrefetchLoader(services, ({ api, ensure, houseId }) => ensure(committeeQuery(api, houseId))),
  };
}
