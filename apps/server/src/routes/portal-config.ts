import { OIDC_SCOPES } from '@campus/domain/auth-contract';
import { PORTAL_CONFIG_PATH, type PortalConfig } from '@campus/domain/portal-config';
import type { FastifyPluginCallback } from 'fastify';
import type { Config } from '../config.ts';

const portalConfigSchema = {
  type: 'object',
  required: ['oidc', 'supportEmail', 'storeLinks'],
  properties: {
    oidc: {
      type: 'object',
      required: ['authority', 'clientId', 'scope', 'accountUrl'],
      properties: {
        authority: { type: 'string' },
        clientId: { type: 'string' },
        scope: { type: 'string' },
        accountUrl: { type: ['string', 'null'] },
      },
    },
    supportEmail: { type: 'string' },
    storeLinks: {
      type: 'object',
      required: ['ios', 'android'],
      properties: { ios: { type: 'string' }, android: { type: 'string' } },
    },
  },
} as const;

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
  };
}

export const portalConfigRoutes: FastifyPluginCallback<{ config: Config }> = (app, { config }, done) => {
  const body = portalConfigOf(config);
  app.get(
    PORTAL_CONFIG_PATH,
    { schema: { response: { 200: portalConfigSchema } } },
    async (_request, reply) => {
      // Revalidated on every load, so a configuration change reaches the browsers at once.
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
  done();
};
