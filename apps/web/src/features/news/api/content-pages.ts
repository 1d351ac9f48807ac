import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from '@campus/domain/content';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

/** One page of a WordPress list (news, events), with what its paging headers say of the rest. */
export interface ContentPage<Item> {
  items: Item[];
  page: number;
  total: number;
  totalPages: number;
}

/** The page read from an answer: X-WP-Total and X-WP-TotalPages, else as if this page were all there is. */
export function contentPageOf<Item>(items: Item[], page: number, headers: Headers): ContentPage<Item> {
  return {
    items,
    page,
    total: Number(headers.get(TOTAL_HEADER) ?? items.length),
    totalPages: Number(headers.get(TOTAL_PAGES_HEADER) ?? page),
  };
}

/** The paging of every content list: from page 1, the next while the headers say there is one. */
export const contentPaging = {
  initialPageParam: 1,
  getNextPageParam: <Item>(last: ContentPage<Item>): number | undefined =>
    last.page < last.totalPages ? last.page + 1 : undefined,
};

/** Every item of the pages loaded so far, in order; [] before the first page. */
export function loadedItems<Item>(data: InfiniteData<ContentPage<Item>> | undefined): Item[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/**
 * An item by its slug among the lists already loaded under `listKey` (whatever filter or page it was on), so
 * that an item opened from a list shows at once; undefined when none has it.
 */
// The caller names the item type of the lists under the key, as with getQueriesData<…> itself.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function findLoadedItem<Item extends { slug: string }>(
  queryClient: QueryClient,
  listKey: QueryKey,
  slug: string,
): Item | undefined {
  return queryClient
    .getQueriesData<InfiniteData<ContentPage<Item>>>({ queryKey: listKey })
    .flatMap(([, data]) => loadedItems(data))
    .find((item) => item.slug === slug);
}
