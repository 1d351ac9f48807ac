import { FriendRequestPage } from './friend-request-page.tsx';
import { relationsQueryOptions } from './api/get-relations.ts';
import { prefetchLoader, type RouteServices } from '../../lib/routing/prefetch-loader.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: FriendRequestPage,
    loader: prefetchLoader(services, ({ api, ensure }) => ensure(relationsQueryOptions(api))),
  };
}
