import { WizardPage } from './wizard-page.tsx';
import { tagGroupQuery } from '../../entities/person/api/get-tag-group.ts';
import { prefetchLoader, type RouteServices } from '../../lib/routing/prefetch-loader.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: WizardPage,
    // Every step counts the interests chosen (spec §4 wizard), so the group is needed throughout.
    loader: prefetchLoader(services, ({ api, ensure }) => ensure(tagGroupQuery(api, 'interest'))),
  };
}
