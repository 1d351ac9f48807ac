import { Type } from 'typebox';
import { PageListQuerySchema, PageSchema } from './content.ts';
import { defineEndpoints } from './endpoint.ts';
import { ListHeadersSchema } from './list-headers.ts';

/** The CMS pages (spec §2.12, §7): the statement, FAQ, policy and the other pages the campus writes. */
export const pageEndpoints = defineEndpoints({
  'GET /wp/v2/pages': {
    summary:
      'CMS pages of one language in menu order, by slug(s) and parent; a visitor (no token) may ask for the public pages alone.',
    query: PageListQuerySchema,
    response: Type.Array(PageSchema),
    headers: ListHeadersSchema,
    errors: [400, 403],
    access: 'signInOptional',
  },
});
