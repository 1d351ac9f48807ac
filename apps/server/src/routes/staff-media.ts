import { PHOTO_MAX_PIXELS } from '@campus/domain/photo';
import type { StaffMedia } from '@campus/domain/staff';
import { WpHttpError } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { acceptRawImageBody } from '../http/raw-image-body.ts';
import { acceptedPhotoTypes, listOfLabels } from '../photos/accepted-photo-types.ts';
import { staffCaller } from '../services/staff/staff-access.ts';
import { servedMedia, uploadMedia } from '../services/staff/staff-media.ts';

/** The types content images are taken in (the brief's JPEG, PNG and WebP, when this libvips decodes them). */
const MEDIA_MIME_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Images of the staff console (issue #18), declared in domain/src/staff-media-endpoints.ts: POST /staff/media
 * takes the raw image as body (as POST /wp/v2/media does for profile photos) and answers the stored
 * variants; GET /portal/v1/staff-media/{id}/{size}.webp serves a variant to anyone, as published content
 * shows it.
 */
export const staffMediaRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const accepted = acceptedPhotoTypes().filter((type) => MEDIA_MIME_TYPES.includes(type.mimeType));
  const wrongType = acceptRawImageBody(app, accepted, 'images');

  const uploadRoute = endpointRoute('POST /portal/v1/staff/media');
  app.route({
    ...uploadRoute,
    // The image types this server's libvips decodes: known when it starts, not in the declaration.
    schema: { ...uploadRoute.schema, consumes: accepted.map((type) => type.mimeType) },
    handler: async (request, reply): Promise<StaffMedia> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const declared = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      const type = accepted.find((candidate) => candidate.mimeType === declared);
      if (!Buffer.isBuffer(request.body) || type === undefined) throw wrongType();
      const upload = await uploadMedia(app.db, caller, request.body, type);
      if (!upload.ok) {
        if (upload.error === 'too-many-pixels') {
          throw new WpHttpError(
            400,
            'rest_upload_image_too_large',
            `The image must not exceed ${String(PHOTO_MAX_PIXELS / 1_000_000)} megapixels.`,
          );
        }
        throw new WpHttpError(
          400,
          'rest_upload_invalid_image',
          `The file is not a valid ${listOfLabels(accepted, 'or')} image.`,
        );
      }
      reply.status(201);
      return upload.media;
    },
  });

  const variantRoute = endpointRoute('GET /portal/v1/staff-media/{id}/{file}');
  app.route({
    ...variantRoute,
    schema: { ...variantRoute.schema, produces: ['image/webp'] },
    handler: async (request, reply) => {
      const media = await servedMedia(app.db, request.params.id, request.params.file.replace(/\.webp$/, ''));
      if (media === null) throw new WpHttpError(404, 'rest_media_not_found', 'No such image.');
      return (
        reply
          .header('content-type', media.mime_type)
          // A media id never changes its bytes: a new upload is a new id.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(Buffer.from(media.bytes))
      );
    },
  });
  done();
};
