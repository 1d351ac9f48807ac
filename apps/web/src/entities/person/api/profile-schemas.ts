import { UploadedPhotoSchema, type UploadedPhoto } from '@campus/domain/photo';
import { TagTermSchema, type TagTerm } from '@campus/domain/taxonomy';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/**
 * The wire schemas the profile fetchers check answers against (in development), from packages/domain.
 */
export const profileSchemas: {
  tagTerm: WireShape<TagTerm>;
  uploadedPhoto: WireShape<UploadedPhoto>;
} = {
  tagTerm: { schema: import.meta.env.DEV ? TagTermSchema : null },
  uploadedPhoto: { schema: import.meta.env.DEV ? UploadedPhotoSchema : null },
};
