import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

const YEAR_SECONDS = 31_536_000;

/** The origin of a tile URL template ({s} subdomains allowed as a wildcard, as Leaflet fills them in). */
export function tileOrigin(template: string): string {
  const origin = /^https?:\/\/[^/]+/.exec(template)?.[0] ?? template;
  return origin.replace('{s}', '*');
}

/**
 * Security headers for every response (web app, API, identity provider pages). The CSP allows no inline
 * script but the web app's own, by their hashes: `inlineScripts`, the built index.html's, read at start
 * (http/inline-script-hashes.ts), since each build writes its own. Inline styles are allowed for the sign-in
 * pages and React's style attributes. The identity provider's origin is allowed for the browser's token
 * calls (external mode) and as a form and redirect target (sign-in and sign-out forms end with a redirect
 * to it or from it).
 */
export function securityHeaders(config: Config, inlineScripts: readonly string[] = []): HelmetOptions {
  const issuerOrigin = new URL(config.oidc.issuer).origin;
  const connectSrc = config.oidc.mode === 'external' ? ["'self'", issuerOrigin] : ["'self'"];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images are the portal's own (CMS media, photos, sample pictures) and the map's tiles.
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(config.map.tileUrl)],
        connectSrc,
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", issuerOrigin],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something over HTTPS; on http://localhost it would only confuse.
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? { maxAge: YEAR_SECONDS, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Sets securityHeaders() on every answer with one helmet middleware, made at start. (@fastify/helmet,
 * used before, made a new middleware for each request, parsing the CSP again: 2 % of the server's CPU in
 * the profile of the directory, issue #31.) Registered before the routes, so 404s and the identity
 * provider's pages get the headers too.
 */
export const securityHeadersPlugin = fp<HelmetOptions>(
  (app, options, done) => {
    const setHeaders = helmet(options);
    app.addHook('onRequest', (request, reply, next) => {
      // helmet 8 throws rather than passing an error on; it calls back with nothing.
      setHeaders(request.raw, reply.raw, () => {
        next();
      });
    });
    done();
  },
  { name: 'security-headers' },
);
