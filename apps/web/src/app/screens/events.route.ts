import { NewsScreen } from './news-screen.tsx';
import { eventsQuery } from '../../features/news/api/get-events.ts';
import { prefetchLoader, type RouteServices } from '../../lib/routing/prefetch-loader.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: NewsScreen,
    loader: prefetchLoader(services, async ({ language, api, ensureInfinite }) => {
      if (language !== null)
        await Promise.all([
          ensureInfinite(eventsQuery(api, language, 'upcoming')),
          ensureInfinite(eventsQuery(api, language, 'past')),
        ]);
    }),
  };
}
