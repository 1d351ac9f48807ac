import { OIDC_SCOPES } from '@campus/domain/auth-contract';
import { PORTAL_CONFIG_PATH } from '@campus/domain/constants';
import type { PortalConfig } from '@campus/domain/portal-config';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../config.ts';
import { siteEndpointRoute } from '../http/endpoint-route.ts';

/** What the web app needs to know about this deployment (public: read before anyone signs in). */
export function portalConfigOf(config: Config, vapidPublicKey: string | null): PortalConfig {
  return {
    oidc: {
      authority: config.oidc.issuer,
      clientId: config.oidc.clientId,
      scope: OIDC_SCOPES,
      accountUrl: config.oidc.accountUrl,
    },
    supportEmail: config.supportEmail,
    storeLinks: config.storeLinks,
    map: config.map,
    notifications: { refreshMs: config.notifications.refreshMs, vapidPublicKey },
  };
}

export const portalConfigRoutes: FastifyPluginCallbackTypebox<{
  config: Config;
  vapidPublicKey: string | null;
}> = (app, { config, vapidPublicKey }, done) => {
  const body = portalConfigOf(config, vapidPublicKey);
  app.route({
    ...siteEndpointRoute(`GET ${PORTAL_CONFIG_PATH}`),
    handler: (_request, reply): Promise<PortalConfig> => {
      // Revalidated on every load, so a configuration change reaches the browsers at once.
      reply.header('cache-control', 'no-cache');
      return Promise.resolve(body);
    },
  });
  done();
};
