import type { FastifyCompressOptions } from '@fastify/compress';
import { constants } from 'node:zlib';

/** Below this many bytes a compressed body saves less than the work and the headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * On-the-fly compression of the API's answers (issue #20). The web app's files are compressed once at
 * build time and served as they are (web-app.ts), so this only works on what the server writes per request:
 * JSON, the identity provider's pages, the calendar feed. Images and PDFs are not on the compressible list
 * (already compressed); event streams are left alone so that each event still leaves at once.
 */
export const compressionOptions: FastifyCompressOptions = {
  global: true,
  threshold: COMPRESSION_THRESHOLD_BYTES,
  encodings: ['br', 'gzip'],
  // Brotli's default (11) is meant for files compressed once; per request, 4 compresses about as well as
  // gzip's default at a similar cost (ADR 018).
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  // Request bodies stay as they are: no client of the portal compresses them, and refusing them keeps a
  // small compressed body from inflating into a large one inside the server.
  globalDecompression: false,
};
