import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from '@campus/domain/content';
import type { ApiResponse } from '../../../lib/api/api-client.ts';

/** A page of a WordPress list with its X-WP-Total. */
export interface Paged<T> {
  items: T[];
  total: number;
  totalPages: number;
}

/** The page's items with the list's totals from X-WP-Total and X-WP-TotalPages. */
export function pagedOf<T>(response: ApiResponse<unknown>, items: T[]): Paged<T> {
  return {
    items,
    total: Number(response.headers.get(TOTAL_HEADER) ?? items.length),
    totalPages: Number(response.headers.get(TOTAL_PAGES_HEADER) ?? 1),
  };
}
