import { Type, type Static } from 'typebox';
import { ConfidentialitySchema, LocaleSchema, SHOW_ITEMS, ShowItemSchema, ThemeSchema } from './user.ts';
import { WIZARD_STEP_SLUGS, type WizardStep } from './wizard.ts';
import { IdSchema } from './wire.ts';

/**
 * PUT /acf/v3/users/{id} (spec §7): the fields a person may change on their own record — the profile save,
 * the phone, the house order, the interests, the wizard. Everything else (type, honorary title, QR codes,
 * stay dates…) comes from the campus and is refused by name. The rules a schema cannot state (a French phone
 * number, tags that exist and may be chosen, one's own houses, one's own photo) are the server's service.
 */

/** A term id as clients send it: a number, a numeric string (§7: "tags (strings)") or a {term_id} object. */
export const TermIdInputSchema = Type.Union([
  IdSchema,
  Type.String({ pattern: '^[1-9][0-9]{0,9}$' }),
  Type.Object({ term_id: IdSchema }),
]);

const WizardStepSchema = Type.Enum(WIZARD_STEP_SLUGS);

export const ProfileAcfUpdateSchema = Type.Object(
  {
    locale: Type.Optional(LocaleSchema),
    notifications: Type.Optional(Type.Boolean()),
    theme: Type.Optional(ThemeSchema),
    confidentiality: Type.Optional(ConfidentialitySchema),
    show: Type.Optional(Type.Array(ShowItemSchema, { maxItems: SHOW_ITEMS.length })),
    /** Empty or null clears it; otherwise a French number (checked by the server, packages/domain/src/phone.ts). */
    mobilephone: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 40 })])),
    /** The URL of a photo the person uploaded, or null / '' to remove it. */
    photo: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 2048 })])),
    // Lists of ids are sets: one named twice is refused by name (400), never stored twice (issue #27).
    tags: Type.Optional(Type.Array(TermIdInputSchema, { maxItems: 200, uniqueItems: true })),
    /** The person's own houses, all of them, active house first. */
    user_house: Type.Optional(Type.Array(TermIdInputSchema, { maxItems: 50, uniqueItems: true })),
    wizard: Type.Optional(
      Type.Array(Type.Union([WizardStepSchema, Type.Object({ slug: WizardStepSchema })]), {
        maxItems: WIZARD_STEP_SLUGS.length,
      }),
    ),
  },
  // Refused (not silently dropped) so the answer names the field the person may not change.
  { additionalProperties: Type.Never() },
);
export type ProfileAcfUpdate = Static<typeof ProfileAcfUpdateSchema>;

export const ProfileUpdateBodySchema = Type.Object({ acf: ProfileAcfUpdateSchema });

/**
 * What the portal's own client sends (§7: the profile save sends tags as strings; houses as ids; the wizard
 * its done steps): a narrowing of what the server accepts, so the two cannot drift apart.
 */
export type ProfileChanges = Omit<ProfileAcfUpdate, 'tags' | 'user_house' | 'wizard'> & {
  tags?: string[];
  user_house?: number[];
  wizard?: { slug: WizardStep }[];
};
