import { DirectoryPage, ALL_MEMBERS_SLUG } from './directory-page.tsx';
import { relationsQueryOptions } from './api/get-relations.ts';
import { usersQueryOptions } from './api/get-users.ts';
import { prefetchLoader, type RouteServices } from '../../lib/routing/prefetch-loader.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: DirectoryPage,
    loader: prefetchLoader(services, ({ params, api, ensureInfinite, ensure }) => {
      const relations = ensure(relationsQueryOptions(api));
      // The contacts view (spec §2.9: /directory itself) needs the relations first to know whom to
      // list: the screen asks then.
      if (params.slug !== ALL_MEMBERS_SLUG) return relations;
      const everyone = ensureInfinite(usersQueryOptions(api, { tagIds: [], include: null }));
      return Promise.all([relations, everyone]);
    }),
  };
}
