import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The portal's iOS and Android apps (ADR 016). The app id is also the private-use URI scheme of the native
 * sign-in redirect (RFC 8252 §7.1: a reverse domain name the portal controls), which the embedded identity
 * provider accepts as its public client's second redirect URI (packages/domain auth-contract.ts).
 */
export const APP_ID = 'org.campus.portal';

/**
 * The portal the app opens, read at `cap sync` time: the production origin for a store build
 * (MOBILE_PORTAL_URL=https://portal.campus.example npm run mobile:sync), else a developer's local portal.
 * The web view loads the portal itself, so /portal-config.json, the API and the identity provider are
 * the same origin as on the web (ADR 016).
 */
const portalUrl = new URL(process.env['MOBILE_PORTAL_URL'] ?? 'http://localhost:8080');

const config: CapacitorConfig = {
  appId: APP_ID,
  appName: 'Campus Portal',
  webDir: '../web/dist',
  server: {
    url: portalUrl.origin,
    // Plain HTTP only for a developer's local portal; a store build points at an https origin.
    cleartext: portalUrl.protocol === 'http:',
  },
  // The plugins the web bundle imports. Listed here because they are hoisted in the repository's
  // node_modules and declared by the web app's package, not by this one (the CLI looks at this package).
  includePlugins: [
    '@capacitor/app',
    '@capacitor/browser',
    '@capacitor/camera',
    '@capacitor/network',
    '@capacitor/preferences',
    '@capacitor/push-notifications',
    '@capacitor-community/keep-awake',
    '@capacitor-community/screen-brightness',
  ],
  plugins: {
    PushNotifications: {
      // A push that arrives while the app is in front still shows, as on the web (§4).
      presentationOptions: ['badge', 'sound', 'alert'],
    },
  },
};

export default config;
