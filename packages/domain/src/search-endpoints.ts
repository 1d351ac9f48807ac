import { Type } from 'typebox';
import { defineEndpoints } from './endpoint.ts';
import { ListHeadersSchema } from './list-headers.ts';
import { SearchQuerySchema, SearchResultSchema } from './search.ts';

/** The search (spec §2.11, §7), WordPress's endpoint. */
export const searchEndpoints = defineEndpoints({
  'GET /wp/v2/search': {
    summary:
      "Searches news, events, house pages, services and places (type=post, full text), terms (type=term) or people (type=user, by name, as the directory shows them); '_embed' adds each result's object.",
    query: SearchQuerySchema,
    response: Type.Array(SearchResultSchema),
    // X-WP-Total and X-WP-TotalPages count only what the caller may find.
    headers: ListHeadersSchema,
    errors: [400, 403],
  },
});
