import { eventsQuery } from '../../features/news/api/get-events.ts';
import { newsListQuery } from '../../features/news/api/get-news-list.ts';
import { HouseHubScreen } from './house-screens.tsx';
import type { RouteServices } from '../../lib/routing/prefetch-loader.ts';
import { housePrefetchLoader } from '../../entities/house/house-prefetch.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: HouseHubScreen,
    loader: housePrefetchLoader(services, ({ api, ensureInfinite, language, houseId }) =>
      Promise.all([
        ensureInfinite(newsListQuery(api, language, houseId)),
        ensureInfinite(eventsQuery(api, language, 'upcoming', houseId)),
      ]),
    ),
  };
}
