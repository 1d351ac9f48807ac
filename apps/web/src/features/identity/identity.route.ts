import { IdentityPage } from './identity-page.tsx';
import { signedQrQuery } from './api/get-signed-qr.ts';
import { IDENTITY_TABS } from './identity-tabs.ts';
import { prefetchLoader, type RouteServices } from '../../lib/routing/prefetch-loader.ts';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(services: RouteServices): LazyRouteModule {
  return {
    Component: IdentityPage,
    // The card needs only users/me; a QR tab opened directly starts drawing its code with the chunk.
    loader: prefetchLoader(services, async ({ params, api, ensure }) => {
      const kind = IDENTITY_TABS.find((tab) => tab.slug === params.tab)?.kind ?? null;
      if (kind !== null) await ensure(signedQrQuery(api, kind));
    }),
  };
}
