import { PHOTO_MAX_PIXELS } from '@campus/domain/photo';
import { StaffMediaSchema, type StaffMedia } from '@campus/domain/staff';
import { WpHttpError, WpErrorSchema } from '@campus/domain/wp-error';
import { IdSchema } from '@campus/domain/wire';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { acceptRawImageBody } from '../http/raw-image-body.ts';
import { acceptedPhotoTypes, listOfLabels } from '../photos/accepted-photo-types.ts';
import { MEDIA_WIDTHS } from '../photos/media-variants.ts';
import { staffCaller } from '../services/staff/staff-access.ts';
import { servedMedia, uploadMedia } from '../services/staff/staff-media.ts';
import { STAFF_ROUTE_PREFIX } from './staff-grants.ts';

/** The types content images are taken in (the brief's JPEG, PNG and WebP, when this libvips decodes them). */
const MEDIA_MIME_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

const MediaBodySchema = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  description: 'A WebP image.',
});

/**
 * Images of the staff console (issue #18): POST /staff/media takes the raw image as body (as
 * POST /wp/v2/media does for profile photos) and answers the stored variants; GET
 * /portal/v1/staff-media/{id}/{size}.webp serves a variant to anyone, as published content shows it.
 */
export const staffMediaRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const accepted = acceptedPhotoTypes().filter((type) => MEDIA_MIME_TYPES.includes(type.mimeType));
  const wrongType = acceptRawImageBody(app, accepted, 'images');

  app.post(
    `${STAFF_ROUTE_PREFIX}/media`,
    {
      schema: {
        description:
          'Uploads an image for content as the raw request body; answers its resized WebP variants.',
        consumes: accepted.map((type) => type.mimeType),
        response: {
          201: StaffMediaSchema,
          400: WpErrorSchema,
          403: WpErrorSchema,
          413: WpErrorSchema,
          415: WpErrorSchema,
        },
      },
    },
    async (request, reply): Promise<StaffMedia> => {
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
  );

  app.get(
    '/portal/v1/staff-media/:id/:file',
    {
      config: { public: true },
      schema: {
        description: 'Serves a variant of a staff console image (public, as the content showing it).',
        params: Type.Object({
          id: IdSchema,
          file: Type.Enum(MEDIA_WIDTHS.map((width) => `${String(width)}.webp`)),
        }),
        produces: ['image/webp'],
        response: { 200: MediaBodySchema, 400: WpErrorSchema, 404: WpErrorSchema },
      },
    },
    async (request, reply) => {
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
  );
  done();
};
