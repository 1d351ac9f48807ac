/**
 * Runtime configuration the server hands the web app at PORTAL_CONFIG_PATH, so one build of the web app
 * runs against any deployment (embedded identity provider or the campus one).
 */
export const PORTAL_CONFIG_PATH = '/portal-config.json';

export interface PortalConfig {
  oidc: {
    /** Issuer URL, e.g. http://localhost:8080/oidc in embedded mode. */
    authority: string;
    clientId: string;
    scope: string;
    /** The identity provider's account page, where the password is changed (spec §2.12). */
    accountUrl: string | null;
  };
  /** Support e-mail shown on the landing page and help blocks (spec §1). */
  supportEmail: string;
  /** Store pages of the native apps, shown on the landing page outside the native app. */
  storeLinks: { ios: string; android: string };
}
