import { EmergencyContactSchema, LocaleSchema, UserQrCodesSchema, UserTypeSchema } from '@campus/domain/user';
import { type Static, Type } from 'typebox';

/**
 * The shape of what the app saves on the device at sign-in (offline-user-data.ts). The app checks what it
 * reads back with the check compiled from this schema at build time (`virtual:schema-check/offline-user-data`,
 * build/standalone-schema-check.ts), so neither this schema nor TypeBox's engine ships with the app (#20).
 */
export const OfflineUserDataSchema = Type.Object({
  username: Type.String({ minLength: 1 }),
  name: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  /** The person's language, which picks the emergency labels (§2.7). */
  locale: LocaleSchema,
  userType: UserTypeSchema,
  qrcode: UserQrCodesSchema,
  emergencyContacts: Type.Array(EmergencyContactSchema),
  /** When the app saved it (ISO 8601), so a screen can say how old it is. */
  savedAt: Type.String(),
});

export type SavedUserData = Static<typeof OfflineUserDataSchema>;
