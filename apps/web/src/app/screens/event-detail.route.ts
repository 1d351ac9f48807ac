import { EventDetailWithForms } from './content-forms-slots.tsx';
import { eventBySlugQuery } from '../../features/news/api/get-event-by-slug.ts';
import { prefetchLoader, type RouteServices } from '../../lib/routing/prefetch-loader.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: EventDetailWithForms,
    loader: prefetchLoader(services, async ({ params, language, queryClient, api, ensure }) => {
      if (language !== null && params.slug !== undefined)
        await ensure(eventBySlugQuery(api, queryClient, language, params.slug));
    }),
  };
}
