import type { DirectoryTagGroup, DirectoryUser } from '@campus/domain/directory-user';
import type { WireShape } from '../../../lib/api/expect-shape.ts';
import type { ListedRelation } from './get-relations.ts';

/**
 * The wire shapes the directory fetchers check answers against (in development), from packages/domain.
 * `schema: null` while packages/domain does not export the schema yet: the check is then skipped.
 * Expected: `DirectoryUserSchema` and `DirectoryTagGroupSchema` from '@campus/domain/directory-user', and
 * from '@campus/domain/relation' the relation as GET /wp/v2/usernetwork lists it, with its `other_user`
 * (`ListedRelationSchema`, or UserNetworkRelationSchema extended here with other_user), and the blocks
 * answer `BlockSchema` ({ user_id }).
 */
export const directorySchemas: {
  user: WireShape<DirectoryUser>;
  tagGroup: WireShape<DirectoryTagGroup>;
  listedRelation: WireShape<ListedRelation>;
  block: WireShape<{ user_id: number }>;
} = {
  user: { schema: null },
  tagGroup: { schema: null },
  listedRelation: { schema: null },
  block: { schema: null },
};
