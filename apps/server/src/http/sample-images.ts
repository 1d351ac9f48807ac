import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { wpErrorBody } from '@campus/domain/wp-error';

/** The sample campus's illustrations (apps/server/public/sample-images), which the seeded fimg_url point at. */
export const SAMPLE_IMAGES_DIR = fileURLToPath(new URL('../../public/sample-images/', import.meta.url));

/**
 * Serves /sample-images/* with long-lived cache headers: an illustration never changes under its name (a
 * new one gets a new name). Register with { prefix: '/sample-images' }. A missing image is a plain 404, never the web app's index.html.
 */
export const sampleImages: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: SAMPLE_IMAGES_DIR,
    // Mounted under the plugin's prefix (/sample-images), so that the 404 handler below is this prefix's.
    prefix: '/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send(wpErrorBody(404, 'not_found', 'Not found.')),
  );
};
