import { eventsQuery } from './api/get-events.ts';
import { HouseEventsPage } from './house-news-pages.tsx';
import type { RouteServices } from '../../lib/routing/prefetch-loader.ts';
import { housePrefetchLoader } from '../../entities/house/house-prefetch.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: HouseEventsPage,
    loader: housePrefetchLoader(services, ({ api, ensureInfinite, language, houseId }) =>
      Promise.all([
        ensureInfinite(eventsQuery(api, language, 'upcoming', houseId)),
        ensureInfinite(eventsQuery(api, language, 'past', houseId)),
      ]),
    ),
  };
}
