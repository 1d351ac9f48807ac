import { newsListQuery } from '../../features/news/api/get-news-list.ts';
import { HouseNewsPage } from '../../features/news/house-news-pages.tsx';
import type { RouteServices } from '../prefetch-loader.ts';
import { housePrefetchLoader } from './house-prefetch.ts';
import type { LazyRouteModule } from './lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: HouseNewsPage,
    loader: housePrefetchLoader(services, ({ api, ensureInfinite, language, houseId }) =>
      ensureInfinite(newsListQuery(api, language, houseId)),
    ),
  };
}
