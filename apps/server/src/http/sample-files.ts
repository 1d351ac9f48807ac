import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { wpErrorBody } from '@campus/domain/wp-error';
import { serverPath } from '../server-files.ts';

/**
 * The sample campus's media (apps/server/public): illustrations the seeded fimg_url point at, and the
 * documents (PDF) the seeded services link to, each served under its folder's name.
 */
export const SAMPLE_FILE_FOLDERS = ['sample-images', 'sample-documents'] as const;
export type SampleFileFolder = (typeof SAMPLE_FILE_FOLDERS)[number];

export const sampleFilesDir = (folder: SampleFileFolder) => serverPath(`public/${folder}/`);

/**
 * Serves one sample folder with long-lived cache headers: a file never changes under its name (a new one
 * gets a new name). Register with { prefix: '/<folder>' }. A missing file is a plain 404, never the web
 * app's index.html.
 */
export const sampleFiles: FastifyPluginAsync<{ folder: SampleFileFolder }> = async (app, { folder }) => {
  await app.register(fastifyStatic, {
    root: sampleFilesDir(folder),
    // Mounted under the plugin's prefix, so that the 404 handler below is this prefix's.
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
