import { Type } from 'typebox';
import { defineEndpoints } from './endpoint.ts';
import { HousePageListQuerySchema, HousePageSchema } from './house-page.ts';
import { ListHeadersSchema } from './list-headers.ts';
import { ServiceListQuerySchema, ServicePageSchema } from './service.ts';

/**
 * The pages a house publishes about itself and the service trees (spec §2.6, §2.7, §7): the campus's (parent
 * 0 at the top) and each house's (its main page at the top).
 */
export const housePageEndpoints = defineEndpoints({
  'GET /wp/v2/house': {
    summary:
      "House pages of one language; of some houses ('tax-house') and/or of one parent (0: the main pages).",
    query: HousePageListQuerySchema,
    response: Type.Array(HousePageSchema),
    headers: ListHeadersSchema,
    errors: [400, 403],
  },
  'GET /wp/v2/service': {
    summary:
      "Service pages of one language, by slug(s), parent (0: the campus's top level) or house ('tax-house').",
    query: ServiceListQuerySchema,
    response: Type.Array(ServicePageSchema),
    headers: ListHeadersSchema,
    errors: [400, 403],
  },
});
