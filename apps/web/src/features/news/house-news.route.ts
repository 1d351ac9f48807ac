import { newsListQuery } from './api/get-news-list.ts';
import { HouseNewsPage } from './house-news-pages.tsx';
import type { RouteServices } from '../../lib/routing/prefetch-loader.ts';
import { housePrefetchLoader } from '../../entities/house/house-prefetch.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: HouseNewsPage,
    loader: housePrefetchLoader(services, ({ api, ensureInfinite, language, houseId }) =>
      ensureInfinite(newsListQuery(api, language, houseId)),
    ),
  };
}
