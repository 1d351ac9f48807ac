/**
 * The pieces the content types' projections (services/content-types/) share, to send rows as the
 * WordPress-compatible API does (spec §3): the acf object with every key present (the client need not guess
 * which are missing), absolute image URLs.
 */
import type { ContactFormConfig, FaqItem, GformConfig, TreePage } from '@campus/domain/content';

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

/** The first fields of a page in a tree (a house page, a service page), in wire order. */
export function treePageFields(
  row: { id: number; slug: string; title: string; content: string; parent: number; menu_order: number },
  houses: number[],
  link: string,
): TreePage {
  return {
    id: row.id,
    slug: row.slug,
    title: { rendered: row.title },
    content: { rendered: row.content },
    parent: row.parent,
    menu_order: row.menu_order,
    'tax-house': houses,
    link,
  };
}
