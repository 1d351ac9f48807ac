import { App } from '@capacitor/app';
import { Browser } from '@capacitor/browser';
import type { Logger } from '../logger.ts';
import { deepLinkPath } from './deep-link-path.ts';

/**
 * The app: every link that opens it (`appUrlOpen`) goes to its page (§2.16) — the sign-in and sign-out
 * callbacks too, whose pages (/loginredirect, /endredirect) finish them in the web view where
 * oidc-client-ts kept the PKCE verifier (ADR 016). Returns the unsubscribe.
 */
export function followAppLinks(
  navigate: (path: string) => void,
  portalOrigin: string,
  log: Logger,
): () => void {
  const listening = App.addListener('appUrlOpen', ({ url }) => {
    const path = deepLinkPath(url, portalOrigin);
    // Not the URL: a callback's carries a one-time code.
    if (path === null) {
      log.info('app link: not a page of the portal, ignored');
      return;
    }
    // The system browser's sign-in page stays over the app on iOS until closed; Android has nothing to close.
    Browser.close().catch(() => undefined);
    navigate(path);
  });
  return () => {
    void listening.then((handle) => handle.remove());
  };
}
