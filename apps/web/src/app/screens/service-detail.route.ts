import { CampusServiceWithForms } from './content-forms-slots.tsx';
import { servicePathQuery } from '../../features/services/api/get-services.ts';
import { prefetchLoader, type RouteServices } from '../../lib/routing/prefetch-loader.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: CampusServiceWithForms,
    loader: prefetchLoader(services, async ({ params, language, api, ensure }) => {
      const slugs = (params['*'] ?? '').split('/').filter((slug) => slug !== '');
      if (language !== null && slugs.length > 0) await ensure(servicePathQuery(api, language, 0, slugs));
    }),
  };
}
