import { NATIVE_APP_SCHEME } from '@campus/domain/auth-contract';
import { internalPath } from '../sanitise/internal-link.ts';

/**
 * Spec §2.16: a link that opens the app (`appUrlOpen`) opens the path after the portal host. The app
 * receives its own scheme (`org.campus.portal:/news/…`, also the sign-in and sign-out callbacks, ADR 016)
 * and, with App Links / Universal Links, the portal's https links. Anything else is not the portal's: null.
 */
export function deepLinkPath(url: string, portalOrigin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol === `${NATIVE_APP_SCHEME}:`) {
    // org.campus.portal://news/x names "news" as a host; org.campus.portal:/news/x does not.
    const path = `${parsed.host === '' ? '' : `/${parsed.host}`}${parsed.pathname}`.replace(/^\/*/, '/');
    return `${path}${parsed.search}${parsed.hash}`;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return internalPath(url, portalOrigin, [portalOrigin]);
}
