import type { UploadedPhoto } from '@campus/domain/photo';
import type { TagTerm } from '@campus/domain/taxonomy';
import type { UserAcf } from '@campus/domain/user';
import type { WireShape } from '../../api/expect-shape.ts';

/**
 * The wire shapes the profile fetchers check answers against (in development), from packages/domain.
 * `schema: null` while packages/domain does not export the schema yet: the check is then skipped.
 * Expected: `TagTermSchema` from '@campus/domain/taxonomy', `UserAcfSchema` from '@campus/domain/user'
 * (the answer of PUT /acf/v3/users/{id} is `{ acf: UserAcf }`) and `UploadedPhotoSchema` from
 * '@campus/domain/photo'.
 */
export const profileSchemas: {
  tagTerm: WireShape<TagTerm>;
  userAcf: WireShape<UserAcf>;
  uploadedPhoto: WireShape<UploadedPhoto>;
} = {
  tagTerm: { schema: null },
  userAcf: { schema: null },
  uploadedPhoto: { schema: null },
};
