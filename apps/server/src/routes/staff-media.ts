import type { StaffMedia } from '@campus/domain/staff';
import { WpHttpError } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { acceptRawImageBody } from '../http/raw-image-body.ts';
import { acceptedPhotoTypes } from '../photos/accepted-photo-types.ts';
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
  const uploads = acceptRawImageBody(app, accepted, 'images');

  const uploadRoute = endpointRoute('POST /portal/v1/staff/media');
  app.route({
    ...uploadRoute,
    // The image types this server's libvips decodes: known when it starts, not in the declaration.
    schema: { ...uploadRoute.schema, consumes: accepted.map((type) => type.mimeType) },
    handler: async (request, reply): Promise<StaffMedia> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const { bytes, type } = uploads.uploadOf(request);
      const upload = await uploadMedia(app.db, caller, bytes, type);
      if (!upload.ok) throw uploads.refusal(upload.error);
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
