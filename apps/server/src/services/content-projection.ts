/**
 * Content rows as the WordPress-compatible API sends them (spec §3): `title.rendered` style fields, the acf
 * object with every key present (the client need not guess which are missing), absolute image URLs.
 */
import type { ContactFormConfig, EventPost, FaqItem, GformConfig } from '@campus/domain/content';
import type { EventRow } from '../db/events-repository.ts';

/** Stored paths (/sample-images/…) become absolute on the portal's origin, as WordPress sends media URLs. */
export function absoluteUrl(publicUrl: string, url: string | null): string | false {
  if (url === null || url === '') return false;
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

export const asString = (value: unknown): string => (typeof value === 'string' ? value : '');
export const asList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
export const asObject = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

export const faqOf = (acf: Record<string, unknown>): FaqItem[] => asList<FaqItem>(acf['faq']);
// The CMS wrote these objects in the shapes of §3; the projection only guards against missing ones.
export const formOf = (acf: Record<string, unknown>) => asObject(acf['form']) as ContactFormConfig | null;
export const gformOf = (acf: Record<string, unknown>) => asObject(acf['gform']) as GformConfig | null;

const VISIBILITY_LABELS = {
  fr: { public: 'Public', house: 'Résidents de la maison' },
  en: { public: 'Public', house: 'House residents' },
} as const;

export function eventView(row: EventRow, publicUrl: string): EventPost {
  const service = asObject(row.acf['service']) as { slug: string; name: string; term_id?: number } | null;
  return {
    id: row.id,
    slug: row.slug,
    date: row.date,
    modified: row.modified,
    status: row.status,
    type: 'event',
    lang: row.language,
    title: { rendered: row.title },
    content: { rendered: row.content },
    fimg_url: absoluteUrl(publicUrl, row.fimg_url),
    'tax-house': row.house_ids,
    acf: {
      start: row.start,
      end: row.end,
      organizer: asString(row.acf['organizer']),
      external_id: asString(row.acf['external_id']),
      external_url: asString(row.acf['external_url']),
      external_mtime: asString(row.acf['external_mtime']),
      origin: asString(row.acf['origin']),
      visibility: { value: row.visibility, label: VISIBILITY_LABELS[row.language][row.visibility] },
      locations: asList<{ name: string; url: string; place?: string }>(row.acf['locations']).map(
        (location) => ({
          name: location.name,
          url: location.url,
          place: location.place ?? '',
        }),
      ),
      practical: asString(row.acf['practical']),
      service:
        service === null ? null : { slug: service.slug, name: service.name, term_id: service.term_id ?? 0 },
      faq: faqOf(row.acf),
      form: formOf(row.acf),
      gform: gformOf(row.acf),
    },
  };
}
