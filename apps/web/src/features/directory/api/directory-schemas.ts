import {
  DirectoryTagGroupSchema,
  DirectoryUserSchema,
  type DirectoryTagGroup,
  type DirectoryUser,
} from '@campus/domain/directory-user';
import { BlockSchema, ListedRelationSchema, type Block, type ListedRelation } from '@campus/domain/relation';
import { TagTermSchema, type TagTerm } from '@campus/domain/taxonomy';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/** The wire schemas the directory fetchers check answers against (in development), from packages/domain. */
export const directorySchemas: {
  user: WireShape<DirectoryUser>;
  tagGroup: WireShape<DirectoryTagGroup>;
  listedRelation: WireShape<ListedRelation>;
  block: WireShape<Block>;
  tagTerm: WireShape<TagTerm>;
} = {
  user: { schema: import.meta.env.DEV ? DirectoryUserSchema : null },
  tagGroup: { schema: import.meta.env.DEV ? DirectoryTagGroupSchema : null },
  listedRelation: { schema: import.meta.env.DEV ? ListedRelationSchema : null },
  block: { schema: import.meta.env.DEV ? BlockSchema : null },
  tagTerm: { schema: import.meta.env.DEV ? TagTermSchema : null },
};
