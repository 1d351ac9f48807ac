/** tax-service terms (spec §3 "Service term") in their WordPress term shape. */
import type { ServiceTerm } from '@campus/domain/service';
import type { TermLabel } from '@campus/domain/taxonomy';
import type { Listed, PageWindow } from '../db/content-sql.ts';
import type { Queryable } from '../db/db.ts';
import { listServiceTerms, type ServiceTermRow } from '../db/service-terms-repository.ts';
import type { TermQuery } from './taxonomies.ts';
import { absoluteUrl } from './content-projection.ts';

interface StoredImage {
  url?: unknown;
  sizes?: { thumbnail?: unknown };
}

function imageOf(acf: Record<string, unknown>, publicUrl: string): ServiceTerm['acf']['image'] {
  const image = acf['image'] as StoredImage | null | undefined;
  if (typeof image !== 'object' || image === null) return null;
  const url = typeof image.url === 'string' ? absoluteUrl(publicUrl, image.url) : false;
  const stored = image.sizes?.thumbnail;
  const thumbnail = typeof stored === 'string' ? absoluteUrl(publicUrl, stored) : false;
  if (url === false && thumbnail === false) return null;
  return { url: url || thumbnail || '', sizes: { thumbnail: thumbnail || url || '' } };
}

function serviceTerm(row: ServiceTermRow, publicUrl: string): ServiceTerm {
  // The CMS owns the acf object; only the label list and the image are made sure of.
  const label = Array.isArray(row.acf['label']) ? (row.acf['label'] as TermLabel[]) : [];
  return {
    id: row.id,
    term_id: row.id,
    name: row.name,
    slug: row.slug,
    taxonomy: 'tax-service',
    count: row.count,
    acf: { label, image: imageOf(row.acf, publicUrl) },
    description: row.description,
    parent: 0,
  };
}

/** Service terms by name, each with the number of news items the service published. */
export async function listServiceTermViews(
  db: Queryable,
  query: TermQuery,
  window: PageWindow,
  publicUrl: string,
): Promise<Listed<ServiceTerm>> {
  const { rows, total } = await listServiceTerms(db, query, window);
  return { rows: rows.map((row) => serviceTerm(row, publicUrl)), total };
}
