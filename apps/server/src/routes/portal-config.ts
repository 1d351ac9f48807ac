import { OIDC_SCOPES } from '@campus/domain/auth-contract';
import { PORTAL_CONFIG_PATH, PortalConfigSchema, type PortalConfig } from '@campus/domain/portal-config';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../config.ts';

/** What the web app needs to know about this deployment (public: read before anyone signs in). */
export function portalConfigOf(config: Config): PortalConfig {
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
    // Web Push is not configured yet (issue #12): the web app then offers no push toggle.
    notifications: { refreshMs: config.notifications.refreshMs, vapidPublicKey: null },
  };
}

export const portalConfigRoutes: FastifyPluginCallbackTypebox<{ config: Config }> = (
  app,
  { config },
  done,
) => {
  const body = portalConfigOf(config);
  app.get(
    PORTAL_CONFIG_PATH,
    { schema: { response: { 200: PortalConfigSchema } } },
    (_request, reply): Promise<PortalConfig> => {
      // Revalidated on every load, so a configuration change reaches the browsers at once.
      reply.header('cache-control', 'no-cache');
      return Promise.resolve(body);
    },
  );
  done();
};
