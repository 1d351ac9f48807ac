import { NewsDetailWithForms } from './content-forms-slots.tsx';
import { newsBySlugQuery } from '../../features/news/api/get-news-by-slug.ts';
import { prefetchLoader, type RouteServices } from '../../lib/routing/prefetch-loader.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: NewsDetailWithForms,
    loader: prefetchLoader(services, async ({ params, language, queryClient, api, ensure }) => {
      if (language !== null && params.slug !== undefined)
        await ensure(newsBySlugQuery(api, queryClient, language, params.slug));
    }),
  };
}
