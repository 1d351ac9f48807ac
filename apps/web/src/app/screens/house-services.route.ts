import { mainHousePage } from '@campus/domain/house-page';
import { servicePathQuery, servicesByParentQuery } from '../../features/services/api/get-services.ts';
import { housePagesQuery } from '../../entities/house/api/get-house-pages.ts';
import { HouseServicesScreen } from './house-screens.tsx';
import type { RouteServices } from '../../lib/routing/prefetch-loader.ts';
import { housePrefetchLoader } from '../../entities/house/house-prefetch.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: HouseServicesScreen,
    loader: housePrefetchLoader(services, async ({ api, ensure, language, houseId, params }) => {
      const pages = await ensure(housePagesQuery(api, language, houseId));
      const root = mainHousePage(pages, houseId);
      if (root === null) return;
      const slugs = (params['*'] ?? '').split('/').filter((slug) => slug !== '');
      if (slugs.length === 0) await ensure(servicesByParentQuery(api, language, root.id));
      else await ensure(servicePathQuery(api, language, root.id, slugs));
    }),
  };
}
