import { MapPage } from './map-page.tsx';
import { placesQuery } from '../../entities/places/api/get-places.ts';
import { placeCategoriesQuery } from './api/get-place-categories.ts';
import { prefetchLoader, type RouteServices } from '../../lib/routing/prefetch-loader.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: MapPage,
    loader: prefetchLoader(services, async ({ language, api, ensure }) => {
      if (language !== null)
        await Promise.all([ensure(placesQuery(api, language)), ensure(placeCategoriesQuery(api))]);
    }),
  };
}
