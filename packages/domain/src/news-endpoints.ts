import { Type } from 'typebox';
import { EventListQuerySchema, EventPostSchema, PostListQuerySchema, PostSchema } from './content.ts';
import { defineEndpoints } from './endpoint.ts';
import { ListHeadersSchema } from './list-headers.ts';

/** The news and the events (spec §2.4, §2.5, §7): the campus's and each house's, in one language. */
export const newsEndpoints = defineEndpoints({
  'GET /wp/v2/posts': {
    summary:
      "The news of one language, sticky first then newest; by slug, or the news of some houses ('tax-house').",
    query: PostListQuerySchema,
    response: Type.Array(PostSchema),
    headers: ListHeadersSchema,
    errors: [400, 403],
  },
  'GET /wp/v2/event': {
    summary:
      "The events the caller may see (spec §3 visibility) by start; by slug, house ('tax-house') or period (coming or past).",
    query: EventListQuerySchema,
    response: Type.Array(EventPostSchema),
    headers: ListHeadersSchema,
    errors: [400, 403],
  },
});
