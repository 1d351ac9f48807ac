import { TagTermSchema, type TagTerm } from '@campus/domain/taxonomy';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/** The wire schemas the map fetchers check answers against (in development), from packages/domain. */
export const mapSchemas: { category: WireShape<TagTerm> } = {
  category: { schema: import.meta.env.DEV ? TagTermSchema : null },
};
