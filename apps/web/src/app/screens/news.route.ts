import { NewsScreen } from './news-screen.tsx';
import { newsListQuery } from '../../features/news/api/get-news-list.ts';
import { prefetchLoader, type RouteServices } from '../../lib/routing/prefetch-loader.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: NewsScreen,
    loader: prefetchLoader(services, async ({ language, api, ensureInfinite }) => {
      if (language !== null) await ensureInfinite(newsListQuery(api, language));
    }),
  };
}
