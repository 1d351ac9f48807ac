import type { TSchema } from 'typebox';

/**
 * The wire schemas the directory fetchers check answers against (in development), from packages/domain.
 * `null` while packages/domain does not export the schema yet: the check is then skipped. Expected:
 * `DirectoryUserSchema` and `DirectoryTagGroupSchema` from '@campus/domain/directory-user', and from
 * '@campus/domain/relation' the relation as GET /wp/v2/usernetwork lists it, with its `other_user`
 * (`ListedRelationSchema`, or UserNetworkRelationSchema extended here with other_user) and the blocks
 * answer `BlockSchema` ({ user_id }).
 */
export const directorySchemas: {
  user: TSchema | null;
  tagGroup: TSchema | null;
  listedRelation: TSchema | null;
  block: TSchema | null;
} = {
  user: null,
  tagGroup: null,
  listedRelation: null,
  block: null,
};
