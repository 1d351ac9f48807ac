import type { IncomingMessage, ServerResponse } from 'node:http';
import middie from '@fastify/middie';
import fp from 'fastify-plugin';
import { EMBEDDED_ISSUER_PATH } from '../../config.ts';
import { accountRoutes } from './account-routes.ts';
import { interactionRoutes, type InteractionRoutesOptions } from './interaction-routes.ts';

/**
 * Mounts the embedded identity provider: oidc-provider (a Koa app) under /oidc through middie, and our
 * sign-in and account pages under /idp. Registered at the root (fastify-plugin) because middie's hook must see
 * requests that match no Fastify route, which is every /oidc request.
 */
export const embeddedIdentityProvider = fp<InteractionRoutesOptions>(
  async (app, options) => {
    await app.register(middie);
    const handle = options.provider.callback();
    // Koa answers (errors included) on its own; the returned promise only says when it is done.
    app.use(EMBEDDED_ISSUER_PATH, (req: IncomingMessage, res: ServerResponse) => {
      void handle(req, res);
    });
    await app.register(interactionRoutes, options);
    await app.register(accountRoutes, { db: options.db, portalUrl: options.portalUrl });
  },
  { name: 'embedded-identity-provider', dependencies: ['@fastify/rate-limit', '@fastify/formbody'] },
);
