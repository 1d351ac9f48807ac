import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from '@campus/domain/photo';
import { WpHttpError, wpErrorBody } from '@campus/domain/wp-error';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { listOfLabels, type PhotoType } from '../photos/accepted-photo-types.ts';
import { handleError } from './wp-errors.ts';

/**
 * An image upload taken as the raw request body, WordPress style (profile photos, the staff console's
 * content images): only the given types are parsed, at most PHOTO_MAX_BYTES; any other Content-Type is
 * refused before the body is read. Register it inside the route plugin (encapsulated): the parser and the
 * error handler apply to that plugin's routes only. Answers how the routes read their upload (a body that
 * is not one of the types is a 415) and the 400s of an upload re-encoding refuses, `what` naming the
 * images in their messages ("photos", "images").
 */
export function acceptRawImageBody(
  app: FastifyInstance,
  accepted: readonly PhotoType[],
  what: 'photos' | 'images',
): RawImageUploads {
  const wrongType = () =>
    new WpHttpError(
      415,
      'rest_upload_invalid_type',
      `Only ${listOfLabels(accepted, 'and')} ${what} are accepted.`,
    );
  const noun = what === 'photos' ? 'photo' : 'image';

  app.addContentTypeParser(
    accepted.map((type) => type.mimeType),
    { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
    (_request, body, next) => {
      next(null, body);
    },
  );
  // Upload errors of the body parser get the upload codes; every other error is the app's.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const message = `The ${noun} must not exceed ${String(PHOTO_MAX_BYTES / (1024 * 1024))} MB.`;
      return reply.status(413).send(wpErrorBody(413, 'rest_upload_file_too_big', message));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return handleError(wrongType(), request, reply);
    return handleError(error, request, reply);
  });
  return {
    uploadOf: (request) => {
      const declared = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      const type = accepted.find((candidate) => candidate.mimeType === declared);
      if (!Buffer.isBuffer(request.body) || type === undefined) throw wrongType();
      return { bytes: request.body, type };
    },
    refusal: (kind) =>
      kind === 'too-many-pixels'
        ? new WpHttpError(
            400,
            'rest_upload_image_too_large',
            `The ${noun} must not exceed ${String(PHOTO_MAX_PIXELS / 1_000_000)} megapixels.`,
          )
        : new WpHttpError(
            400,
            'rest_upload_invalid_image',
            `The file is not a valid ${listOfLabels(accepted, 'or')} image.`,
          ),
  };
}

/** What a route of acceptRawImageBody's plugin reads its upload with, and refuses a bad one with. */
export interface RawImageUploads {
  /** The body and its declared type; 415 (thrown) for a body that is not one of the accepted types. */
  uploadOf: (request: FastifyRequest) => { bytes: Buffer; type: PhotoType };
  /** The 400 of an upload that re-encoding refused: too many pixels, or not an image of its type. */
  refusal: (kind: 'too-many-pixels' | 'not-an-image') => WpHttpError;
}
