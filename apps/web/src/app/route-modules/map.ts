import { MapPage } from '../../features/map/map-page.tsx';
import { placesQuery } from '../../features/map/api/get-places.ts';
import { placeCategoriesQuery } from '../../features/map/api/get-place-categories.ts';
import { prefetchLoader, type RouteServices } from '../prefetch-loader.ts';
import type { LazyRouteModule } from './lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: MapPage,
    loader: prefetchLoader(services, async ({ language, api, ensure }) => {
      if (language !== null)
        await Promise.all([ensure(placesQuery(api, language)), ensure(placeCategoriesQuery(api))]);
    }),
  };
}
