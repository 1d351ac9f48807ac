import { Type } from 'typebox';
import { defineEndpoints } from './endpoint.ts';
import { MEDIA_WIDTHS, StaffMediaSchema } from './staff.ts';
import { BinaryBodySchema, IdSchema } from './wire.ts';

/**
 * Images of the staff console (issue #18): the upload, the raw image as the request body (as profile
 * photos are: the types this server decodes are its route's, not a schema's), and the serving of a stored
 * variant to anyone, as the published content showing it.
 */
export const staffMediaEndpoints = defineEndpoints({
  'POST /portal/v1/staff/media': {
    summary: 'Uploads an image for content as the raw request body; answers its resized WebP variants.',
    body: BinaryBodySchema('The image: JPEG, PNG or WebP (those of them this server decodes).'),
    status: 201,
    response: StaffMediaSchema,
    errors: [400, 403, 413, 415],
  },
  'GET /portal/v1/staff-media/{id}/{file}': {
    summary: 'Serves a variant of a staff console image (public, as the content showing it).',
    params: Type.Object({
      id: IdSchema,
      file: Type.Enum(MEDIA_WIDTHS.map((width) => `${String(width)}.webp`)),
    }),
    response: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'A WebP image.' }),
    errors: [400, 404],
    access: 'public',
  },
});
