import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MIME_TYPES,
  PHOTO_UPLOAD_PATH,
  type PhotoMimeType,
  type UploadedPhoto,
} from '@campus/domain/photo';
import { visibleItems } from '@campus/domain/privacy';
import type { FastifyError, FastifyPluginCallback } from 'fastify';
import { signedInUser } from '../auth/authenticate.ts';
import { findStoredPhoto, houseIdsOf, insertPhoto, pruneUnusedPhotos } from '../db/photos-repository.ts';
import { handleError, WpHttpError, wpErrorBody, wpErrorSchema } from '../http/wp-errors.ts';
import { canonicalPhotoUrl, type SignedPhotoQuery } from '../photos/photo-urls.ts';
import { createPhotoReencoder } from '../photos/reencode-in-worker.ts';

const uploadedPhotoSchema = {
  type: 'object',
  required: ['id', 'source_url', 'media_type', 'mime_type', 'media_details'],
  properties: {
    id: { type: 'integer' },
    source_url: { type: 'string' },
    media_type: { type: 'string' },
    mime_type: { type: 'string' },
    media_details: {
      type: 'object',
      required: ['width', 'height'],
      properties: { width: { type: 'integer' }, height: { type: 'integer' } },
    },
  },
} as const;

const ONLY_JPEG_PNG = 'Only JPEG and PNG photos are accepted.';
/** Enough for a person trying a few pictures; bounds the CPU one account can take. */
const PHOTO_UPLOADS_PER_MINUTE = 20;

const notAnImage = () =>
  new WpHttpError(400, 'rest_upload_invalid_image', 'The file is not a valid JPEG or PNG image.');

const isPhotoMimeType = (type: string | undefined): type is PhotoMimeType =>
  (PHOTO_MIME_TYPES as readonly (string | undefined)[]).includes(type);

/**
 * Profile photos (spec §5): upload (POST /wp/v2/media, the raw image as body, WordPress style) and serving
 * to those who may see the picture (spec §6).
 *
 * The client's scaling is not trusted: every upload (JPEG or PNG, at most PHOTO_MAX_BYTES, so a photo
 * straight from a phone camera is fine) is re-encoded by photos/reencode-photo.ts with pure-JS decoders —
 * header read first, refused unless it is the declared type and within PHOTO_MAX_PIXELS (nothing is
 * decoded before that), then decoded, fitted in 300 × 300 and encoded as a JPEG at quality 80. What is
 * stored and served is always that JPEG, with no EXIF metadata (no location) left in it. The work runs in
 * a worker thread (photos/reencode-in-worker.ts), so other requests are answered meanwhile.
 */
export const photoRoutes: FastifyPluginCallback = (app, _options, done) => {
  const reencoder = createPhotoReencoder();
  app.addHook('onClose', () => reencoder.close());

  app.addContentTypeParser(
    [...PHOTO_MIME_TYPES],
    { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
    (_request, body, next) => {
      next(null, body);
    },
  );

  // Upload errors of the body parser get the upload codes; every other error is the app's.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const message = `The photo must not exceed ${String(PHOTO_MAX_BYTES / (1024 * 1024))} MB.`;
      return reply.status(413).send(wpErrorBody(413, 'rest_upload_file_too_big', message));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(wpErrorBody(415, 'rest_upload_invalid_type', ONLY_JPEG_PNG));
    }
    return handleError(error, request, reply);
  });

  app.post(
    PHOTO_UPLOAD_PATH,
    {
      // Re-encoding is CPU work on the event loop (up to seconds for a large photo): a person may upload a
      // few photos a minute, not flood the server. The web client sends small, pre-scaled JPEGs.
      config: {
        rateLimit: {
          max: PHOTO_UPLOADS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `photo-upload:${String(signedInUser(request).id)}`,
          errorResponseBuilder: () =>
            new WpHttpError(
              429,
              'rest_too_many_uploads',
              'Too many photo uploads. Please try again in a minute.',
            ),
        },
      },
      schema: {
        response: {
          201: uploadedPhotoSchema,
          400: wpErrorSchema,
          403: wpErrorSchema,
          413: wpErrorSchema,
          415: wpErrorSchema,
          429: wpErrorSchema,
        },
      },
    },
    async (request, reply): Promise<UploadedPhoto> => {
      const user = signedInUser(request);
      const declared = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (!Buffer.isBuffer(request.body) || !isPhotoMimeType(declared)) {
        throw new WpHttpError(415, 'rest_upload_invalid_type', ONLY_JPEG_PNG);
      }
      const result = await reencoder.reencode(request.body, declared);
      if (!result.ok) {
        if (result.error.kind === 'too-many-pixels') {
          throw new WpHttpError(
            400,
            'rest_upload_image_too_large',
            `The photo must not exceed ${String(PHOTO_MAX_PIXELS / 1_000_000)} megapixels.`,
          );
        }
        throw notAnImage();
      }
      const photo = result.photo;
      const id = await app.db.transaction(async (tx) => {
        const photoId = await insertPhoto(tx, user.id, photo, photo.bytes);
        const [current] = await tx.query<{ photo: string | null }>('SELECT photo FROM users WHERE id = $1', [
          user.id,
        ]);
        await pruneUnusedPhotos(tx, user.id, current?.photo ?? null);
        return photoId;
      });
      reply.status(201);
      return {
        id,
        source_url: app.photoUrls.forViewer(canonicalPhotoUrl(id), user.id) ?? '',
        media_type: 'image',
        mime_type: photo.mimeType,
        media_details: { width: photo.width, height: photo.height },
      };
    },
  );

  app.get<{ Params: { id: number }; Querystring: SignedPhotoQuery }>(
    '/portal/v1/photos/:id',
    {
      // An <img> sends no bearer token: the signed URL says who asks (see photo-urls.ts).
      config: { public: true },
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
        querystring: {
          type: 'object',
          properties: {
            viewer: { type: 'string', maxLength: 20 },
            expires: { type: 'string', maxLength: 20 },
            signature: { type: 'string', maxLength: 100 },
          },
        },
        response: { 404: wpErrorSchema },
      },
    },
    async (request, reply) => {
      const notFound = new WpHttpError(404, 'rest_photo_not_found', 'No such photo.');
      const viewerId = app.photoUrls.verify(request.params.id, request.query);
      if (viewerId === null) throw notFound;
      const photo = await findStoredPhoto(app.db, request.params.id);
      if (photo === null) throw notFound;
      if (photo.user_id !== viewerId) {
        // Others see only the owner's current photo, and only as their privacy allows — checked now, so
        // a person who goes private is hidden at once, whatever URLs were handed out before. A block
        // withholds contact items only (privacy.ts), never the image, so it does not enter here.
        const subject = {
          id: photo.user_id,
          confidentiality: photo.owner_confidentiality,
          show: photo.owner_show,
          houseIds: photo.owner_house_ids,
        };
        const viewer = { id: viewerId, houseIds: await houseIdsOf(app.db, viewerId) };
        const current = photo.owner_photo === canonicalPhotoUrl(photo.id);
        if (!current || visibleItems(viewer, subject, false)?.has('image') !== true) throw notFound;
      }
      return reply
        .header('content-type', photo.mime_type)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .send(Buffer.from(photo.bytes));
    },
  );
  done();
};
