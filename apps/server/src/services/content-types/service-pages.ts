/**
 * Service pages (spec §2.7, §3 "Service page") as `GET /wp/v2/service` sends them, one content type's
 * declaration: the campus catalogue and each house's service tree, with every acf key present and media URLs
 * absolute.
 */
import type { ServiceAcf, ServiceCategory, ServiceLink, ServicePage } from '@campus/domain/service';
import { localDate, translationsFromPairs } from '../../db/content-sql.ts';
import type { TranslatedRow } from '../../db/content-repository.ts';
import type { ContentFilter, ContentType } from '../content-engine.ts';
import {
  absoluteUrl,
  asList,
  asObject,
  asString,
  faqOf,
  formOf,
  gformOf,
  treePageFields,
} from '../content-projection.ts';

export interface ServicePageFilter extends ContentFilter {
  houseIds: number[] | null;
  /** 0 = campus services at the top; an id = the children of that service or house main page. */
  parent: number | null;
}

interface ServicePageRow extends TranslatedRow {
  /** The house of a house service; null for a campus service. */
  house_id: number | null;
  /** The parent service, or the house main page of a house service at the top; 0 at the top of the campus. */
  parent: number;
  /** Slugs from the top of the tree, joined by '/'. */
  path: string;
  menu_order: number;
  content: string;
}

/** The wire's parent, written as service_pages_parent_idx indexes it. */
const WIRE_PARENT = 'COALESCE(s.parent_service, s.parent_house_page, 0)';

const LINK_LAYOUTS: ReadonlySet<string> = new Set<ServiceLink['acf_fc_layout']>(['pdf', 'external_link']);

/** An image size stored as a path or URL, absolute on the wire; null when the size is missing. */
function sizeOf(image: unknown, size: string, publicUrl: string): string | null {
  const url = asString(asObject(asObject(image)?.['sizes'])?.[size]);
  return absoluteUrl(publicUrl, url) || null;
}

function categoriesOf(acf: Record<string, unknown>): ServiceCategory[] {
  return asList<unknown>(acf['service_category']).flatMap((item) => {
    const category = asObject(item);
    const value = asString(category?.['value']);
    return value === '' ? [] : [{ value, label: asString(category?.['label']) || value }];
  });
}

function linksOf(acf: Record<string, unknown>, publicUrl: string): ServiceLink[] {
  return asList<unknown>(acf['links']).flatMap((item) => {
    const link = asObject(item);
    const layout = asString(link?.['acf_fc_layout']);
    if (!LINK_LAYOUTS.has(layout)) return [];
    return [
      {
        acf_fc_layout: layout as ServiceLink['acf_fc_layout'],
        name: asString(link?.['name']),
        url: absoluteUrl(publicUrl, asString(link?.['url'])) || '',
      },
    ];
  });
}

function acfOf(acf: Record<string, unknown>, publicUrl: string): ServiceAcf {
  const cover = sizeOf(acf['cover'], 'large', publicUrl);
  const image = sizeOf(acf['image'], 'medium', publicUrl);
  return {
    color: asString(acf['color']),
    icon: { class: asString(asObject(acf['icon'])?.['class']) },
    subtitle: asString(acf['subtitle']),
    cover: cover === null ? null : { sizes: { large: cover } },
    image: image === null ? null : { sizes: { medium: image } },
    service_category: categoriesOf(acf),
    invoices: acf['invoices'] === true,
    links: linksOf(acf, publicUrl),
    faq: faqOf(acf),
    form: formOf(acf),
    gform: gformOf(acf),
  };
}

function servicePageView(row: ServicePageRow, publicUrl: string): ServicePage {
  const screen = row.house_id === null ? 'services' : 'house/services';
  return {
    ...treePageFields(row, row.house_id === null ? [] : [row.house_id], `${publicUrl}/${screen}/${row.path}`),
    acf: acfOf(row.acf, publicUrl),
    date: row.date,
    modified: row.modified,
    status: row.status,
    type: 'service',
    lang: row.language,
    translations: translationsFromPairs(row.translations),
  };
}

export const servicePages: ContentType<ServicePageRow, ServicePage, ServicePageFilter> = {
  table: {
    table: 'service_pages',
    alias: 's',
    columns: `s.id, s.slug, s.language, s.house_id, ${WIRE_PARENT} AS parent, s.path, s.menu_order,
      ${localDate('s.date')} AS date, ${localDate('s.modified')} AS modified, s.status, s.title, s.content,
      s.acf`,
    orderBy: 's.menu_order, s.id',
    translations: true,
    filters: (filter, conditions) => {
      if (filter.houseIds !== null)
        conditions.where(`s.house_id = ANY(${conditions.param(filter.houseIds)}::int[])`);
      if (filter.parent !== null) conditions.where(`${WIRE_PARENT} = ${conditions.param(filter.parent)}`);
    },
  },
  view: servicePageView,
};
