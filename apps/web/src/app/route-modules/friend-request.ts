import { FriendRequestPage } from '../../features/directory/friend-request-page.tsx';
import { relationsQueryOptions } from '../../features/directory/api/get-relations.ts';
import { prefetchLoader, type RouteServices } from '../prefetch-loader.ts';
import type { LazyRouteModule } from './lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: FriendRequestPage,
    loader: prefetchLoader(services, ({ api, ensure }) => ensure(relationsQueryOptions(api))),
  };
}
