import type { Page } from '@campus/domain/content';
import { onlyPublicPages } from '@campus/domain/public-pages';
import type { Language } from '@campus/domain/locale';
import type { Listed, PageWindow } from '../db/content-sql.ts';
import type { Queryable } from '../db/db.ts';
import { listPages } from '../db/pages-repository.ts';
import { pageView } from './content-projection.ts';

export interface PageQuery {
  language: Language;
  slugs: string[] | null;
  /** 0 = top-level pages; null = any parent. */
  parent: number | null;
}

/**
 * A visitor (no sign-in) may ask for the public pages only, named by slug (an explicit allow-list, shared
 * with the app: PUBLIC_PAGE_SLUGS); any other query needs a token as before.
 */
export function visitorMayList(query: PageQuery): boolean {
  return onlyPublicPages(query.slugs);
}

/** One page of CMS pages (spec §3 Page) in menu order, as the API sends them. */
export async function listCmsPages(
  db: Queryable,
  query: PageQuery,
  window: PageWindow,
  publicUrl: string,
): Promise<Listed<Page>> {
  const { rows, total } = await listPages(db, query, window);
  return { rows: rows.map((row) => pageView(row, publicUrl)), total };
}
