import { CmsPageWithForms } from './content-forms-slots.tsx';
import { pageByPathQuery } from '../../features/pages/api/get-page-by-path.ts';
import { prefetchLoader, type RouteServices } from '../../lib/routing/prefetch-loader.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: CmsPageWithForms,
    loader: prefetchLoader(services, async ({ params, language, api, ensure }) => {
      const slugs = (params['*'] ?? '').split('/').filter((slug) => slug !== '');
      if (language !== null) await ensure(pageByPathQuery(api, language, slugs));
    }),
  };
}
