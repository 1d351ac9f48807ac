/** House pages (spec §2.6, §3 "House page") as `GET /wp/v2/house` sends them. */
import type { HouseLocation, HousePage } from '@campus/domain/house-page';
import type { PageLink } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import { translationsFromPairs, type Listed, type PageWindow } from '../db/content-sql.ts';
import type { Queryable } from '../db/db.ts';
import { listHousePages, type HousePageRow } from '../db/house-pages-repository.ts';
import { absoluteUrl, asList, asObject, asString, faqOf } from './content-projection.ts';

export interface HousePageQuery {
  language: Language;
  slugs: string[] | null;
  houseIds: number[] | null;
  /** Only these items (the search's embedded results). */
  ids?: number[] | null;
  /** 0 = the main pages; null = any parent. */
  parent: number | null;
}

/** A location as the screens read it: a missing place or url is '' (the §2.6 rules then skip or link it). */
function locationsOf(acf: Record<string, unknown>): HouseLocation[] {
  return asList<unknown>(acf['locations']).flatMap((item) => {
    const location = asObject(item);
    if (location === null) return [];
    return [
      {
        name: asString(location['name']),
        url: asString(location['url']),
        place: asString(location['place']),
      },
    ];
  });
}

function linksOf(acf: Record<string, unknown>): PageLink[] {
  return asList<unknown>(acf['links']).flatMap((item) => {
    const link = asObject(item);
    if (link === null) return [];
    return [{ url: asString(link['url']), icon: { class: asString(asObject(link['icon'])?.['class']) } }];
  });
}

/**
 * The main page links to the house hub (/house), a sub-page to its tab (/house/{slug}, spec §2.6 "/house/{tab}
 * is also used"): the portal screens of the signed-in person's current house.
 */
function linkOf(row: HousePageRow, publicUrl: string): string {
  return row.parent === 0 ? `${publicUrl}/house` : `${publicUrl}/house/${row.slug}`;
}

export function housePageView(row: HousePageRow, publicUrl: string): HousePage {
  return {
    id: row.id,
    slug: row.slug,
    title: { rendered: row.title },
    content: { rendered: row.content },
    parent: row.parent,
    menu_order: row.menu_order,
    'tax-house': [row.house_id],
    link: linkOf(row, publicUrl),
    fimg_url: absoluteUrl(publicUrl, row.fimg_url),
    acf: {
      contact: asString(row.acf['contact']),
      address: asString(row.acf['address']),
      links: linksOf(row.acf),
      locations: locationsOf(row.acf),
      faq: faqOf(row.acf),
    },
    date: row.date,
    modified: row.modified,
    status: row.status,
    type: 'house',
    lang: row.language,
    translations: translationsFromPairs(row.translations),
  };
}

/** One page of house pages, each house's main page first, then its sub-pages in menu order. */
export async function listHousePageViews(
  db: Queryable,
  query: HousePageQuery,
  window: PageWindow,
  publicUrl: string,
): Promise<Listed<HousePage>> {
  const { rows, total } = await listHousePages(db, query, window);
  return { rows: rows.map((row) => housePageView(row, publicUrl)), total };
}
