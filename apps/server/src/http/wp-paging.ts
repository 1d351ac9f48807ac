/**
 * WordPress list semantics on the wire, shared by every list route: `page` from 1 and `per_page` from 1 to
 * 100 (anything else is a 400 rest_invalid_param, from the schema), comma-separated list parameters, and
 * the X-WP-Total / X-WP-TotalPages headers on every list.
 */
import { PAGE_SIZE_DEFAULT } from '@campus/domain/constants';
import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from '@campus/domain/content';
import type { FastifyReply } from 'fastify';
import { WpHttpError } from '@campus/domain/wp-error';

/** WordPress's default page size when the client sends none. */
const WP_DEFAULT_PER_PAGE = 10;

export const pagingQuerySchema = (defaultPerPage: number = WP_DEFAULT_PER_PAGE) =>
  ({
    page: { type: 'integer', minimum: 1, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_DEFAULT, default: defaultPerPage },
  }) as const;

export const pagingProperties = pagingQuerySchema();

export interface PagingQuery {
  page: number;
  per_page: number;
}

/** `slug=a,b` or `include=1,2`: a comma-separated list, as WordPress reads it. */
export const listParam = { type: 'string', pattern: '^[^,]+(,[^,]+)*$' } as const;
export const idListParam = { type: 'string', pattern: '^\\s*\\d+(\\s*,\\s*\\d+)*\\s*$' } as const;
export const languageProperty = { type: 'string', enum: ['fr', 'en'] } as const;

export function splitList(value: string | undefined): string[] | null {
  return value === undefined ? null : value.split(',').map((item) => item.trim());
}

/** Distinct ids of an include= or filter[...]= list, or null when the parameter is absent or empty. */
export function splitIds(value: string | undefined): number[] | null {
  if (value === undefined || value.trim() === '') return null;
  return [...new Set(value.split(',').map((part) => Number(part.trim())))];
}

export function pageWindow(query: PagingQuery): { limit: number; offset: number } {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

/**
 * Sets the paging headers. A page past the last one is WordPress's 400 rest_{resource}_invalid_page_number
 * (rest_post_… for posts and other content, rest_user_… for people); an empty list stays a 200 on page 1.
 */
export function sendPaged<T>(
  reply: FastifyReply,
  query: PagingQuery,
  total: number,
  items: T[],
  resource: 'post' | 'user' | 'term' = 'post',
): T[] {
  const totalPages = Math.ceil(total / query.per_page);
  if (query.page > 1 && query.page > totalPages) {
    throw new WpHttpError(
      400,
      `rest_${resource}_invalid_page_number`,
      'The page number requested is larger than the number of pages available.',
    );
  }
  void reply
    .header(TOTAL_HEADER, String(total))
    .header(TOTAL_PAGES_HEADER, String(totalPages))
    .header('access-control-expose-headers', `${TOTAL_HEADER}, ${TOTAL_PAGES_HEADER}`);
  return items;
}
