/** The houses and the tag-like taxonomies (spec §3 terms), projected into their WordPress term shapes. */
import type { HouseTerm, TagTerm, TermLabel } from '@campus/domain/taxonomy';
import type { Listed, PageWindow } from '../db/content-sql.ts';
import type { Queryable } from '../db/db.ts';
import {
  listHouseTerms,
  listTagTerms,
  type HouseTermRow,
  type TagTermRow,
  type TermFilter,
} from '../db/taxonomies-repository.ts';
import { absoluteUrl } from './content-projection.ts';

export type TermQuery = TermFilter;

/** A term's label list as the CMS stored it; a term saved without one has none (clients fall back to name). */
function termLabels(stored: unknown): TermLabel[] {
  return Array.isArray(stored) ? (stored as TermLabel[]) : [];
}

function houseTerm(row: HouseTermRow, publicUrl: string): HouseTerm {
  const image = row.acf.image;
  const thumbnail = image === undefined ? null : absoluteUrl(publicUrl, image.sizes.thumbnail) || null;
  return {
    id: row.id,
    term_id: row.id,
    name: row.name,
    slug: row.slug,
    taxonomy: 'tax-house',
    count: row.count,
    acf: {
      common_name: row.acf.common_name ?? row.name,
      main: row.acf.main ?? false,
      image:
        image === undefined || thumbnail === null
          ? null
          : { url: absoluteUrl(publicUrl, image.url) || thumbnail, sizes: { thumbnail } },
      label: termLabels(row.acf.label),
    },
    description: row.description,
    parent: 0,
    thumbnail,
  };
}

function tagTerm(row: TagTermRow): TagTerm {
  // The CMS owns the acf object; only the label list the portal relies on is made sure of.
  const label = termLabels(row.acf['label']);
  return {
    id: row.id,
    term_id: row.id,
    parent: row.parent,
    name: row.name,
    slug: row.slug,
    taxonomy: row.taxonomy,
    count: row.count,
    acf: { ...row.acf, label },
    description: row.description,
  };
}

/** Houses by name, each with its number of residents whom the viewer may find by it in the directory. */
export async function listHouses(
  db: Queryable,
  viewerId: number,
  query: TermQuery,
  window: PageWindow,
  publicUrl: string,
): Promise<Listed<HouseTerm>> {
  const { rows, total } = await listHouseTerms(db, viewerId, query, window);
  return { rows: rows.map((row) => houseTerm(row, publicUrl)), total };
}

/** Terms of one tag-like taxonomy by name, each with its number of people whom the viewer may find. */
export async function listTags(
  db: Queryable,
  viewerId: number,
  taxonomy: string,
  query: TermQuery,
  window: PageWindow,
): Promise<Listed<TagTerm>> {
  const { rows, total } = await listTagTerms(db, viewerId, taxonomy, query, window);
  return { rows: rows.map(tagTerm), total };
}
