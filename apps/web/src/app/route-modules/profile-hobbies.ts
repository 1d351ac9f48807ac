import { ProfileHobbiesPage } from '../../features/profile/profile-hobbies-page.tsx';
import { tagGroupQuery } from '../../entities/person/api/get-tag-group.ts';
import { prefetchLoader, type RouteServices } from '../prefetch-loader.ts';
import type { LazyRouteModule } from './lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: ProfileHobbiesPage,
    loader: prefetchLoader(services, ({ api, ensure }) => ensure(tagGroupQuery(api, 'interest'))),
  };
}
