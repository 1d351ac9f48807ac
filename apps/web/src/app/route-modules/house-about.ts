import { committeeQuery } from '../../features/directory/api/get-committee.ts';
import { HouseAboutScreen } from '../house-screens.tsx';
import type { RouteServices } from '../prefetch-loader.ts';
import { housePrefetchLoader } from './house-prefetch.ts';
import type { LazyRouteModule } from './lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: HouseAboutScreen,
    loader: housePrefetchLoader(services, ({ api, ensure, houseId }) => ensure(committeeQuery(api, houseId))),
  };
}
