import type { TSchema } from 'typebox';

/**
 * The wire schemas the profile fetchers check answers against (in development), from packages/domain.
 * `null` while packages/domain does not export the schema yet: the check is then skipped. Expected:
 * `TagTermSchema` from '@campus/domain/taxonomy', `UserAcfSchema` from '@campus/domain/user' (the
 * answer of PUT /acf/v3/users/{id} is `{ acf: UserAcf }`) and `UploadedPhotoSchema` from
 * '@campus/domain/photo'.
 */
export const profileSchemas: {
  tagTerm: TSchema | null;
  userAcf: TSchema | null;
  uploadedPhoto: TSchema | null;
} = {
  tagTerm: null,
  userAcf: null,
  uploadedPhoto: null,
};
