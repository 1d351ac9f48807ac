import { Type } from 'typebox';
import { defineEndpoints } from './endpoint.ts';
import { ListHeadersSchema } from './list-headers.ts';
import { PlaceListQuerySchema, PlaceSchema } from './place.ts';

/** The places of the campus map (spec §2.8, §7). */
export const placeEndpoints = defineEndpoints({
  'GET /wp/v2/places': {
    summary:
      "The campus map's places of one language, by title; of some categories, or some ids ('include', either language's id).",
    query: PlaceListQuerySchema,
    response: Type.Array(PlaceSchema),
    headers: ListHeadersSchema,
    errors: [400, 403],
  },
});
