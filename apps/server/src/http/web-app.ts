import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with the web app's index.html (SPA fallback), or 503 when the web app is not built. */
    sendWebApp(): FastifyReply;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const WEB_APP_NOT_BUILT_MESSAGE =
  'The web app is not built yet. Run `npm run build` at the repository root, then restart the server.';

/**
 * Paths the SPA fallback never answers: the API, the identity provider and the sample billing source have
 * their own 404s; /metrics is served on its own port only (docs/decisions/024), and a scraper pointed at the
 * public port by mistake must get a 404, not a page.
 */
const RESERVED_PREFIXES = ['/wp-json', '/oidc', '/idp', '/billing', '/metrics'];

/** Whether a GET of this path (no query) should get the web app's index.html when no file matches. */
export function isWebAppPath(path: string): boolean {
  if (RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  // A missing hashed asset is a real 404, not a page: answering HTML would break the module loader.
  return !path.startsWith('/assets/');
}

/**
 * Serves the built web app (apps/web/dist): hashed files under /assets are cached for good, everything else
 * (index.html first) is revalidated on every load so a deployment shows at once. The build writes a brotli
 * (.br) and a gzip (.gz) copy beside each text file; the one the browser accepts is sent as it is, so no
 * request pays for compressing them (ADR 018).
 */
export const webApp = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const built = existsSync(join(distDir, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: true,
        cacheControl: false,
        preCompressed: true,
        setHeaders: (res, path) => {
          res.setHeader('cache-control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : 'no-cache');
          // The same URL answers differently by Accept-Encoding: shared caches must keep one per encoding.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    } else {
      app.log.warn({ distDir }, 'web app not built: the portal pages answer 503 until `npm run build`');
    }

    app.decorateReply('sendWebApp', function sendWebApp(this: FastifyReply) {
      if (!built) {
        return this.status(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(WEB_APP_NOT_BUILT_MESSAGE);
      }
      return this.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
