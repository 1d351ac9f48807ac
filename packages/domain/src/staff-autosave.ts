import { Type, type Static } from 'typebox';
import { StaffItemBodySchema, StaffTranslationSchema } from './staff.ts';
import { PlainTextSchema } from './wire.ts';

/**
 * The body of an autosave (issue #33, ADR 034): a save's body, checked by the same schema, but for one rule a
 * save enforces that an unfinished draft breaks: a language may be kept before its title is typed (an editor
 * writing the text first). Every bound, the plain-text title, safe links… apply as they do to a save.
 */
const AutosaveTranslationSchema = Type.Object({
  ...StaffTranslationSchema.properties,
  title: PlainTextSchema({ maxLength: 300 }),
});

export const StaffAutosaveBodySchema = Type.Object({
  ...StaffItemBodySchema.properties,
  fr: Type.Optional(AutosaveTranslationSchema),
  en: Type.Optional(AutosaveTranslationSchema),
});

/**
 * An editor's autosave of an item: what they typed and did not save, kept a few seconds after they stopped
 * typing. One per item and person, overwritten each time; never a revision, never read by residents. Its
 * content is an item body as a save sends it, which the console loads back as unsaved changes.
 */
export const StaffAutosaveSchema = Type.Object({
  content: StaffAutosaveBodySchema,
  /** When it was kept, campus time `YYYY-MM-DDTHH:mm:ss`. */
  date: Type.String(),
});
export type StaffAutosave = Static<typeof StaffAutosaveSchema>;

/** The quiet after the last keystroke before the editor's changes are kept. */
export const AUTOSAVE_DELAY_MS = 3000;
