import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Provider } from 'oidc-provider';
import { authenticatePlugin } from './auth/authenticate.ts';
import { createBackendTokens } from './auth/backend-token.ts';
import { embeddedIdentityProvider } from './auth/embedded-idp/embedded-idp-plugin.ts';
import { createEmbeddedProvider } from './auth/embedded-idp/provider.ts';
import { loadSigningKey } from './auth/embedded-idp/signing-key.ts';
import {
  localIdentityTokenVerifier,
  remoteIdentityTokenVerifier,
  type IdentityTokenVerifier,
} from './auth/identity-token.ts';
import { deriveKey, resolveServerSecret } from './auth/server-secret.ts';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { dbPlugin } from './db/db-plugin.ts';
import { deleteExpiredPayloads } from './db/oidc-payloads-repository.ts';
import { openDb } from './db/open-db.ts';
import { loggerOptions, type LogDestination } from './http/logging.ts';
import { securityHeaders } from './http/security-headers.ts';
import { isWebAppPath, webApp } from './http/web-app.ts';
import { NO_ROUTE_MESSAGE, handleError, wpErrorBody } from './http/wp-errors.ts';
import { healthRoutes } from './routes/health.ts';
import { portalConfigRoutes } from './routes/portal-config.ts';
import { usersRoutes } from './routes/users.ts';
import { photoUrlsPlugin } from './photos/photo-urls.ts';
import { photoRoutes } from './routes/photos.ts';
import { usersProfileRoutes } from './routes/users-profile.ts';
import { blocksRoutes } from './routes/blocks.ts';
import { directoryTagGroupsRoutes } from './routes/directory-tag-groups.ts';
import { usernetworkRoutes } from './routes/usernetwork.ts';
import { usersDirectoryRoutes } from './routes/users-directory.ts';
import { eventsRoutes } from './routes/events.ts';
import { pagesRoutes } from './routes/pages.ts';
import { postsRoutes } from './routes/posts.ts';
import { taxonomiesRoutes } from './routes/taxonomies.ts';
import { sampleImages } from './http/sample-images.ts';

export interface BuildOptions {
  /** An open database to use instead of opening config.database (tests); the app closes it. */
  db?: Db;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogDestination;
  /** The sample accounts the development sign-in page lists (main.ts passes them when it seeds). */
  signInHint?: { usernames: readonly string[]; password: string };
}

/**
 * Builds the portal server without listening: tests drive it with app.inject, main.ts listens. Only builds:
 * the database must be migrated already (main.ts and the test setup migrate and seed). Prepares the secrets
 * and the identity side, then registers the plugins: external ones first, then the app's, then one plugin
 * per resource, then the web app.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
  });
  try {
    const db =
      options.db ??
      (await openDb(config.database, (error) => {
        app.log.error({ err: error }, 'database connection lost');
      }));
    await app.register(dbPlugin, { db });

    const secret = await resolveServerSecret(db, config.backendToken.secret);
    const tokens = createBackendTokens({
      secret,
      issuer: config.publicUrl,
      ttlSeconds: config.backendToken.ttlSeconds,
    });

    let verifier: IdentityTokenVerifier;
    let provider: Provider | null = null;
    if (config.oidc.mode === 'embedded') {
      const signingKey = await loadSigningKey(db);
      await deleteExpiredPayloads(db);
      provider = createEmbeddedProvider({
        db,
        issuer: config.oidc.issuer,
        portalUrl: config.publicUrl,
        clientId: config.oidc.clientId,
        signingKey,
        cookieKey: deriveKey(secret, 'oidc-provider cookies'),
        trustProxy: config.trustProxy,
        onError: (error) => {
          app.log.error({ err: error }, 'identity provider error');
        },
      });
      verifier = localIdentityTokenVerifier(signingKey.publicJwk, config.oidc.issuer, config.oidc.clientId);
    } else {
      verifier = remoteIdentityTokenVerifier(config.oidc.issuer, config.oidc.clientId);
    }

    await app.register(helmet, securityHeaders(config));
    // Not global: only the sign-in form is limited (brute force); the API is not.
    await app.register(rateLimit, { global: false });
    await app.register(formbody);
    await app.register(authenticatePlugin, { tokens, verifier });
    await app.register(photoUrlsPlugin, { key: deriveKey(secret, 'photo urls') });

    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path === '/wp-json' || path.startsWith('/wp-json/')) {
        return reply.status(404).send(wpErrorBody(404, 'rest_no_route', NO_ROUTE_MESSAGE));
      }
      if ((request.method === 'GET' || request.method === 'HEAD') && isWebAppPath(path)) {
        return reply.sendWebApp();
      }
      return reply.status(404).send(wpErrorBody(404, 'not_found', 'Not found.'));
    });

    await app.register(healthRoutes);
    await app.register(portalConfigRoutes, { config });
    await app.register(
      async (api) => {
        api.addHook('onRequest', api.authenticate);
        await api.register(usersRoutes, { tokens });
        await api.register(usersProfileRoutes);
        await api.register(photoRoutes);
        await api.register(usersDirectoryRoutes);
        await api.register(usernetworkRoutes);
        await api.register(blocksRoutes);
        await api.register(directoryTagGroupsRoutes);
        await api.register(postsRoutes, { publicUrl: config.publicUrl });
        await api.register(eventsRoutes, { publicUrl: config.publicUrl });
        await api.register(pagesRoutes, { publicUrl: config.publicUrl });
        await api.register(taxonomiesRoutes, { publicUrl: config.publicUrl });
      },
      { prefix: '/wp-json' },
    );
    if (provider !== null) {
      await app.register(embeddedIdentityProvider, {
        provider,
        db,
        portalUrl: config.publicUrl,
        sampleAccounts: options.signInHint?.usernames ?? null,
        samplePassword: options.signInHint?.password ?? '',
      });
    }
    await app.register(sampleImages, { prefix: '/sample-images' });
    await app.register(webApp, { distDir: config.webDistDir });
    // Awaiting a Fastify instance readies it, so a plugin failing to load is caught below too.
    return await app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
