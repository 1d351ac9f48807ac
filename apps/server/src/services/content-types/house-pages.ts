/** House pages (spec §2.6, §3 "House page") as `GET /wp/v2/house` sends them: one content type's declaration. */
import type { PageLink } from '@campus/domain/content';
import type { HouseLocation, HousePage } from '@campus/domain/house-page';
import { localDate, translationsFromPairs } from '../../db/content-sql.ts';
import type { TranslatedRow } from '../../db/content-repository.ts';
import type { ContentFilter, ContentType } from '../content-engine.ts';
import { absoluteUrl, asList, asObject, asString, faqOf, treePageFields } from '../content-projection.ts';

export interface HousePageFilter extends ContentFilter {
  houseIds: number[] | null;
  /** 0 = the main pages; null = any parent. */
  parent: number | null;
}

interface HousePageRow extends TranslatedRow {
  house_id: number;
  /** 0 for the main page of the house. */
  parent: number;
  menu_order: number;
  content: string;
  fimg_url: string | null;
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

function housePageView(row: HousePageRow, publicUrl: string): HousePage {
  return {
    ...treePageFields(row, [row.house_id], linkOf(row, publicUrl)),
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

export const housePages: ContentType<HousePageRow, HousePage, HousePageFilter> = {
  table: {
    table: 'house_pages',
    alias: 'p',
    columns: `p.id, p.slug, p.language, p.house_id, COALESCE(p.parent, 0) AS parent, p.menu_order,
      ${localDate('p.date')} AS date, ${localDate('p.modified')} AS modified, p.status, p.title, p.content,
      p.fimg_url, p.acf`,
    // Each house's main page (at the top of its tree) first, then its sub-pages in menu order.
    orderBy: 'p.house_id, p.parent IS NOT NULL, p.menu_order, p.id',
    translations: true,
    filters: (filter, conditions) => {
      if (filter.houseIds !== null)
        conditions.where(`p.house_id = ANY(${conditions.param(filter.houseIds)}::int[])`);
      if (filter.parent === 0) conditions.where('p.parent IS NULL');
      else if (filter.parent !== null) conditions.where(`p.parent = ${conditions.param(filter.parent)}`);
    },
  },
  view: housePageView,
};
