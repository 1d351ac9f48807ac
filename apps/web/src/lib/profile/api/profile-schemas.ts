import { UploadedPhotoSchema, type UploadedPhoto } from '@campus/domain/photo';
import { TagTermSchema, type TagTerm } from '@campus/domain/taxonomy';
import { UserAcfSchema, type UserAcf } from '@campus/domain/user';
import type { WireShape } from '../../api/expect-shape.ts';

/**
 * The wire schemas the profile fetchers check answers against (in development), from packages/domain. The
 * answer of PUT /acf/v3/users/{id} is `{ acf: UserAcf }`.
 */
export const profileSchemas: {
  tagTerm: WireShape<TagTerm>;
  userAcf: WireShape<UserAcf>;
  uploadedPhoto: WireShape<UploadedPhoto>;
} = {
  tagTerm: { schema: import.meta.env.DEV ? TagTermSchema : null },
  userAcf: { schema: import.meta.env.DEV ? UserAcfSchema : null },
  uploadedPhoto: { schema: import.meta.env.DEV ? UploadedPhotoSchema : null },
};
