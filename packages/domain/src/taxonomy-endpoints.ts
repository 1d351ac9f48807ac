import { Type } from 'typebox';
import { defineEndpoints } from './endpoint.ts';
import { ListHeadersSchema } from './list-headers.ts';
import { ServiceTermSchema } from './service.ts';
import { HouseTermSchema, TagTermSchema, TermListQuerySchema } from './taxonomy.ts';

/**
 * The taxonomies (spec §7), as WordPress terms: the houses, the service categories, the tags (the
 * directory's and the profile's) and the map's place categories. Each tag taxonomy is a path of its own,
 * so that any other unknown path under /wp/v2 stays WordPress's 404 rest_no_route.
 */
export const taxonomyEndpoints = defineEndpoints({
  'GET /wp/v2/tax-house': {
    summary: 'The houses, each with its number of residents; by slug(s), ids or parent.',
    query: TermListQuerySchema,
    response: Type.Array(HouseTermSchema),
    headers: ListHeadersSchema,
    errors: [400, 403],
  },
  'GET /wp/v2/tax-service': {
    summary: 'The service categories; by slug(s), ids or parent.',
    query: TermListQuerySchema,
    response: Type.Array(ServiceTermSchema),
    headers: ListHeadersSchema,
    errors: [400, 403],
  },
  'GET /wp/v2/tax-tag': {
    summary:
      "The tags people give themselves (a group's tags have it as parent), each counted over the people the caller may find; by slug(s), ids or parent.",
    query: TermListQuerySchema,
    response: Type.Array(TagTermSchema),
    headers: ListHeadersSchema,
    errors: [400, 403],
  },
  'GET /wp/v2/places-categories': {
    summary: "The campus map's place categories, with their colours; by slug(s), ids or parent.",
    query: TermListQuerySchema,
    response: Type.Array(TagTermSchema),
    headers: ListHeadersSchema,
    errors: [400, 403],
  },
});
