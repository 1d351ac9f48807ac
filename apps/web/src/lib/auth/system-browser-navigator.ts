import { Browser } from '@capacitor/browser';
import type { INavigator, IWindow } from 'oidc-client-ts';

/**
 * RFC 8252 in the app: oidc-client-ts opens the identity provider in the system browser (Custom Tabs,
 * SFSafariViewController) instead of the web view, so the person signs in where the provider's session and
 * password manager are, and the app never sees the password. The answer comes back as an app link
 * (native-app-links.ts). The navigation settles when the browser closes, so that a person who closes it
 * without signing in gets the login button back.
 */
function systemBrowserWindow(): IWindow {
  return {
    async navigate({ url }) {
      const closed = new Promise<void>((resolve) => {
        const listening = Browser.addListener('browserFinished', () => {
          void listening.then((handle) => handle.remove());
          resolve();
        });
      });
      await Browser.open({ url });
      await closed;
      return { url };
    },
    close: () => undefined,
  };
}

export const systemBrowserNavigator: INavigator = {
  prepare: () => Promise.resolve(systemBrowserWindow()),
  callback: () => Promise.resolve(),
};
