import { SearchResultSchema, type SearchResult } from '@campus/domain/search';
import { TagTermSchema, type TagTerm } from '@campus/domain/taxonomy';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/** The wire schemas the search fetchers check answers against (in development), from packages/domain. */
export const searchSchemas: { result: WireShape<SearchResult>; tag: WireShape<TagTerm> } = {
  result: { schema: import.meta.env.DEV ? SearchResultSchema : null },
  tag: { schema: import.meta.env.DEV ? TagTermSchema : null },
};
