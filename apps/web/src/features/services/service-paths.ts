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

/**
 * Where a service card leads (§2.7): emergency services to /emergency, invoices services to the digital
 * tab, any other to its own screen — the path of its `link` on the portal's origin, else (a link the
 * portal does not serve) `fallback`, the path built from the tree the card sits in.
 */
export function serviceCardPath(
  service: Pick<ServicePage, 'slug' | 'link'>,
  portalOrigin: string,
  fallback: string,
): string {
  if (service.slug === EMERGENCY_SERVICE_SLUG) return EMERGENCY_PATH;
  if (service.slug === INVOICES_SERVICE_SLUG) return INVOICES_LIST_PATH;
  return internalPath(service.link, portalOrigin, [portalOrigin]) ?? fallback;
}

/** Services of one level of a tree by menu order (§2.7), ties by id, as the server sends them. */
export function byMenuOrder<T extends Pick<ServicePage, 'menu_order' | 'id'>>(services: readonly T[]): T[] {
  return [...services].sort((a, b) => a.menu_order - b.menu_order || a.id - b.id);
}
