/** Modules the build writes (apps/web/build): see each plugin for why. */
declare module 'virtual:schema-check/portal-config' {
  import type { PortalConfig } from '@campus/domain/portal-config';
  /** TypeBox's compiled check of PortalConfigSchema, written out at build time. */
  export function Check(value: unknown): value is PortalConfig;
}

declare module 'virtual:schema-check/offline-user-data' {
  /** TypeBox's compiled check of OfflineUserDataSchema (lib/platform), written out at build time. */
  export function Check(value: unknown): boolean;
}

declare module 'virtual:schema-json/portal-config' {
  /** PortalConfigSchema as plain JSON Schema, written out at build time. */
  const schema: unknown;
  export default schema;
}

declare module 'virtual:first-paint-strings/*' {
  /**
   * A language's first-paint namespaces (app/first-paint.ts) by name, written by build/first-paint-strings.ts
   * (main.tsx reads them as lib/i18n/i18n.ts's Strings).
   */
  const strings: Readonly<Record<string, object>>;
  export default strings;
}
