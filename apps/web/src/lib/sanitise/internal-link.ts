/**
 * Spec §2.16/§5: a link is internal only if it starts with the portal host or the current origin (a
 * relative link is on the current origin). Returns the app path to navigate to, or null for an external
 * link (or a mailto:/tel:, which the system handles).
 */
export function internalPath(href: string, origin: string, portalOrigins: readonly string[]): string | null {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const isRelative = !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !trimmed.startsWith('//');
  const internal = isRelative || [origin, ...portalOrigins].some((allowed) => url.origin === allowed);
  if (!internal) return null;
  // Files the server serves (images, downloads) are not app routes.
  if (url.pathname.startsWith('/wp-json/') || url.pathname.startsWith('/sample-images/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
