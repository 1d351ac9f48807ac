import { eventsQuery } from '../../features/news/api/get-events.ts';
import { HouseEventsPage } from '../../features/news/house-news-pages.tsx';
import type { RouteServices } from '../prefetch-loader.ts';
import { housePrefetchLoader } from './house-prefetch.ts';
import type { LazyRouteModule } from './lazy-route-module.ts';

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
