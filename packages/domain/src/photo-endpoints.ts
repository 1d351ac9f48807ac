import { Type } from 'typebox';
import { defineEndpoints } from './endpoint.ts';
import { STORED_PHOTO_MIME_TYPE, UploadedPhotoSchema } from './photo.ts';
import { BinaryBodySchema, IdParamsSchema } from './wire.ts';

/** What photo-urls.ts signs: a viewer id, an expiry in ms and a base64url HMAC. */
const SignedPhotoQuerySchema = Type.Object({
  viewer: Type.Optional(Type.String({ maxLength: 10, pattern: '^[0-9]*$' })),
  expires: Type.Optional(Type.String({ maxLength: 20, pattern: '^[0-9]*$' })),
  signature: Type.Optional(Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9_-]*$' })),
});

const StoredPhotoBodySchema = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  description: `The stored photo (${STORED_PHOTO_MIME_TYPE}).`,
});

/**
 * Profile photos (spec §5, §6): the upload, WordPress style (the raw image as the request body, with its
 * image Content-Type: the types this server decodes are its route's, not a schema's), and the serving of a
 * stored photo to the viewer its signed URL was issued to (an <img> sends no bearer token).
 */
export const photoEndpoints = defineEndpoints({
  'POST /wp/v2/media': {
    summary: 'Uploads a profile photo as the raw request body; answers the stored JPEG.',
    body: BinaryBodySchema(
      'The photo: JPEG, PNG, WebP, AVIF, HEIF or HEIC (those of them this server decodes).',
    ),
    status: 201,
    response: UploadedPhotoSchema,
    errors: [400, 403, 413, 415, 429],
  },
  'GET /portal/v1/photos/{id}': {
    summary: 'Serves a stored photo to the viewer its signed URL was issued to, if they may see it.',
    params: IdParamsSchema,
    query: SignedPhotoQuerySchema,
    response: StoredPhotoBodySchema,
    errors: [400, 404],
    access: 'public',
  },
});
