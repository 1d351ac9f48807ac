import { STORED_PHOTO_MIME_TYPE, type UploadedPhoto } from '@campus/domain/photo';
import { WpHttpError } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { acceptRawImageBody } from '../http/raw-image-body.ts';
import { acceptedPhotoTypes } from '../photos/accepted-photo-types.ts';
import { canonicalPhotoUrl } from '../photos/photo-urls.ts';
import { photoVisibleTo, storeUploadedPhoto } from '../services/photos.ts';

/** Enough for a person trying a few pictures; bounds the CPU one account can take. */
const PHOTO_UPLOADS_PER_MINUTE = 20;

/**
 * Profile photos (spec §5): upload (POST /wp/v2/media, the raw image as body, WordPress style) and serving
 * to those who may see the picture (spec §6, decided by services/photos.ts).
 *
 * The client's scaling is not trusted: every upload of an accepted type (those this server's libvips
 * decodes: photos/accepted-photo-types.ts), at most PHOTO_MAX_BYTES, is re-encoded with sharp — refused
 * unless it really is the declared type and within PHOTO_MAX_PIXELS, then turned upright, fitted in
 * 300 × 300 and encoded as a JPEG at quality 80 with no metadata (no location) left in it.
 */
export const photoRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const accepted = acceptedPhotoTypes();
  const uploads = acceptRawImageBody(app, accepted, 'photos');

  const uploadRoute = endpointRoute('POST /wp/v2/media');
  app.route({
    ...uploadRoute,
    // Re-encoding costs tens of milliseconds of a libuv thread per photo: a person may upload a few
    // photos a minute, not flood the server. The web client sends small, pre-scaled JPEGs.
    config: {
      ...uploadRoute.config,
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
    // The image types this server's libvips decodes: known when it starts, not in the declaration.
    schema: { ...uploadRoute.schema, consumes: accepted.map((type) => type.mimeType) },
    handler: async (request, reply): Promise<UploadedPhoto> => {
      const user = signedInUser(request);
      const { bytes, type } = uploads.uploadOf(request);
      const upload = await storeUploadedPhoto(app.db, user.id, bytes, type);
      if (!upload.ok) {
        throw uploads.refusal(upload.error.kind === 'too-many-pixels' ? 'too-many-pixels' : 'not-an-image');
      }
      reply.status(201);
      return {
        id: upload.id,
        source_url: app.photoUrls.forViewer(canonicalPhotoUrl(upload.id), user.id) ?? '',
        media_type: 'image',
        mime_type: upload.photo.mimeType,
        media_details: { width: upload.photo.width, height: upload.photo.height },
      };
    },
  });

  // An <img> sends no bearer token: the signed URL says who asks (see photo-urls.ts; access: public).
  const photoRoute = endpointRoute('GET /portal/v1/photos/{id}');
  app.route({
    ...photoRoute,
    schema: { ...photoRoute.schema, produces: [STORED_PHOTO_MIME_TYPE] },
    handler: async (request, reply) => {
      const notFound = new WpHttpError(404, 'rest_photo_not_found', 'No such photo.');
      const viewerId = app.photoUrls.verify(request.params.id, request.query);
      if (viewerId === null) throw notFound;
      const photo = await photoVisibleTo(app.db, request.params.id, viewerId);
      if (photo === null) throw notFound;
      return reply
        .header('content-type', photo.mimeType)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .send(Buffer.from(photo.bytes));
    },
  });
  done();
};
