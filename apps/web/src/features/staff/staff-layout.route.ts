import { StaffLayout } from './staff-layout.tsx';
import { staffMeQuery } from '../../entities/staff/api/get-staff-me.ts';
import { prefetchLoader, type RouteServices } from '../../lib/routing/prefetch-loader.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

// The query comes with the layout's chunk: nothing of the console is in the first load.
export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: StaffLayout,
    loader: prefetchLoader(services, ({ api, ensure }) => ensure(staffMeQuery(api))),
  };
}
