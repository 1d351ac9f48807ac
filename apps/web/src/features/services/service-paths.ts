import {
  EMERGENCY_SERVICE_SLUG,
  INVOICES_SERVICE_SLUG,
  INVOICES_TAB,
  serviceTabLink,
  type ServicePage,
} from '@campus/domain/service';
import { internalPath } from '../../lib/sanitise/internal-link.ts';

export const EMERGENCY_PATH = '/emergency';
/** §2.7: invoices services go to the digital tab, where the invoice list lives. */
export const INVOICES_LIST_PATH = `${serviceTabLink(INVOICES_TAB)}/${INVOICES_SERVICE_SLUG}`;

/** §2.7: emergency services go to /emergency, invoices services to the digital tab; others to their own screen. */
function specialPath(slug: string): string | null {
  if (slug === EMERGENCY_SERVICE_SLUG) return EMERGENCY_PATH;
  if (slug === INVOICES_SERVICE_SLUG) return INVOICES_LIST_PATH;
  return null;
}

/**
 * Where a card of the catalogue leads: the special screens above, else the path of the service's `link`
 * on the portal's origin, else (a link the portal does not serve) `fallback`.
 */
export function serviceCardPath(
  service: Pick<ServicePage, 'slug' | 'link'>,
  portalOrigin: string,
  fallback: string,
): string {
  return specialPath(service.slug) ?? internalPath(service.link, portalOrigin, [portalOrigin]) ?? fallback;
}

/**
 * Where a card inside a service tree leads: the special screens, else `pathInTree` — the tree already
 * knows the exact path one level down, whatever the service's link says.
 */
export function serviceTreeCardPath(service: Pick<ServicePage, 'slug'>, pathInTree: string): string {
  return specialPath(service.slug) ?? pathInTree;
}

/** Services of one level of a tree by menu order (§2.7), ties by id, as the server sends them. */
export function byMenuOrder<T extends Pick<ServicePage, 'menu_order' | 'id'>>(services: readonly T[]): T[] {
  return [...services].sort((a, b) => a.menu_order - b.menu_order || a.id - b.id);
}
