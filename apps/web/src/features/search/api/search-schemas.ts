import { SearchResultSchema, type SearchResult } from '@campus/domain/search';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/** The wire schemas the search fetchers check answers against (in development), from packages/domain. */
export const searchSchemas: { result: WireShape<SearchResult> } = {
  result: { schema: import.meta.env.DEV ? SearchResultSchema : null },
};
