/**
 * WordPress list semantics on the wire, shared by every list route: `page` from 1 and `per_page` from 1 to
 * 100 (anything else is a 400 rest_invalid_param, from the schema), comma-separated list parameters, and
 * the X-WP-Total / X-WP-TotalPages headers on every list. The parameter schemas themselves are the bounded
 * ones of packages/domain/src/wire.ts.
 */
import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from '@campus/domain/content';
import { isInt32Id, parseIdList, type PagingQuery } from '@campus/domain/wire';
import { WpHttpError } from '@campus/domain/wp-error';
import type { FastifyReply } from 'fastify';

export function splitList(value: string | undefined): string[] | null {
  return value === undefined ? null : value.split(',').map((item) => item.trim());
}

/**
 * Distinct ids of the id-list parameter `name`, or null when absent; an id outside 1 … 2³¹ − 1 (which the
 * schema's digit pattern cannot rule out) is a 400 rest_invalid_param naming the parameter.
 */
export function idListParameter(name: string, value: string | undefined): number[] | null {
  const ids = parseIdList(value);
  if (ids !== null && !ids.every(isInt32Id)) {
    throw new WpHttpError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`, {
      [name]: 'Each id must be between 1 and 2147483647.',
    });
  }
  return ids;
}

export function pageWindow(query: PagingQuery): { limit: number; offset: number } {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

/**
 * What a list is, for its answers beyond its pages. WordPress's lists of posts and other content, people and
 * terms refuse a page past the last one with a 400 rest_{resource}_invalid_page_number (rest_post_…,
 * rest_user_…, rest_term_…) and count an empty list as 0 pages. The caller's own mailboxes (`own`: the
 * notifications inbox and the contact outbox, which WordPress does not have) answer a page past the last
 * with an empty page and count an empty list as one page, and send no access-control-expose-headers: their
 * answers stayed as they were when they moved onto sendPaged (issue #30).
 */
export type PagedList = 'post' | 'user' | 'term' | 'own';

/** Sets the paging headers (X-WP-Total, X-WP-TotalPages) of a list's page and returns its items. */
export function sendPaged<T>(
  reply: FastifyReply,
  query: PagingQuery,
  total: number,
  items: T[],
  list: PagedList = 'post',
): T[] {
  const totalPages = Math.ceil(total / query.per_page);
  if (list === 'own') {
    void reply
      .header(TOTAL_HEADER, String(total))
      .header(TOTAL_PAGES_HEADER, String(Math.max(1, totalPages)));
    return items;
  }
  if (query.page > 1 && query.page > totalPages) {
    throw new WpHttpError(
      400,
      `rest_${list}_invalid_page_number`,
      'The page number requested is larger than the number of pages available.',
    );
  }
  void reply
    .header(TOTAL_HEADER, String(total))
    .header(TOTAL_PAGES_HEADER, String(totalPages))
    .header('access-control-expose-headers', `${TOTAL_HEADER}, ${TOTAL_PAGES_HEADER}`);
  return items;
}
