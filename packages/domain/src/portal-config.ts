/**
 * Runtime configuration the server hands the web app at PORTAL_CONFIG_PATH (constants.ts), so one build of the web app
 * runs against any deployment (embedded identity provider or the campus one). The server answers it with
 * this schema; the web app refuses to start on an answer that does not match it.
 */
import { Type, type Static } from 'typebox';

const AbsoluteUrlSchema = Type.String({ format: 'uri', minLength: 1 });
const NonEmptyTextSchema = Type.String({ minLength: 1, pattern: '\\S' });

export const PortalConfigSchema = Type.Object({
  oidc: Type.Object({
    /** Issuer URL, e.g. http://localhost:8080/oidc in embedded mode. */
    authority: AbsoluteUrlSchema,
    clientId: NonEmptyTextSchema,
    scope: NonEmptyTextSchema,
    /** The identity provider's account page, where the password is changed (spec §2.12); null when none. */
    accountUrl: Type.Unsafe<string | null>({ type: ['string', 'null'], default: null }),
  }),
  /** Support e-mail shown on the landing page and help blocks (spec §1). */
  supportEmail: NonEmptyTextSchema,
  /** Store pages of the native apps, shown on the landing page outside the native app. */
  storeLinks: Type.Object({ ios: AbsoluteUrlSchema, android: AbsoluteUrlSchema }),
  /** The campus map's tile server (spec §2.8): a Leaflet URL template and the attribution it requires. */
  map: Type.Object({
    tileUrl: NonEmptyTextSchema,
    attribution: NonEmptyTextSchema,
    attributionUrl: AbsoluteUrlSchema,
    maxNativeZoom: Type.Integer({ minimum: 1, maximum: 22 }),
  }),
  /** Spec §4 Notifications and Push notifications. */
  notifications: Type.Object({
    /** How often the inbox is fetched again: §9's 5 minutes, shorter only for tests. */
    refreshMs: Type.Integer({ minimum: 1_000 }),
    /** The VAPID public key of the portal's Web Push (base64url); null when push is not configured. */
    vapidPublicKey: Type.Unsafe<string | null>({ type: ['string', 'null'], default: null }),
  }),
});
export type PortalConfig = Static<typeof PortalConfigSchema>;
