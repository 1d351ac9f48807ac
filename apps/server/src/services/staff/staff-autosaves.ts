/**
 * Autosaves of the staff console's items (issue #33, docs/decisions/034-autosave-slots.md): an editor's
 * unsaved changes, kept a few seconds after they stop typing so that a crash or a closed tab loses nothing.
 * One slot per item and person, overwritten each time: unlike a save it records no revision, audits nothing,
 * writes nothing residents read and leaves the item's status alone. A save or an action of the person on the
 * item empties their slot (staff-items.ts).
 */
import type { StaffContentType, StaffItemBody, StaffTranslation } from '@campus/domain/staff';
import type { StaffAutosave } from '@campus/domain/staff-autosave';
import { WpHttpError } from '@campus/domain/wp-error';
import type { Queryable } from '../../db/db.ts';
import { autosaveOf, forgetAutosave, keepAutosave } from '../../db/staff-autosaves-repository.ts';
import { forbidden, type StaffCaller } from './staff-access.ts';
import { getItem } from './staff-items.ts';
import { richHtmlSanitiser, type RichHtmlSanitiser } from './sanitise-rich-html.ts';

const noAutosave = () => new WpHttpError(404, 'rest_no_autosave', 'There is no autosave of this item.');

/**
 * Whoever may edit the item, and only them (404 when they may not even see it, 403 when they may only read
 * it). The body's houses are not checked against the caller's rights as a save checks them: nothing of an
 * autosave reaches anyone but its author, and refusing it would lose their text; the save decides.
 */
async function requireEditable(
  db: Queryable,
  caller: StaffCaller,
  type: StaffContentType,
  group: string,
): Promise<void> {
  const item = await getItem(db, caller, type, group);
  if (!item.can.edit) throw forbidden();
}

function sanitisedTranslation(translation: StaffTranslation, sanitise: RichHtmlSanitiser): StaffTranslation {
  const clean: StaffTranslation = {
    ...translation,
    content: sanitise(translation.content),
    faq: translation.faq.map((item) => ({ faq_ask: item.faq_ask, faq_answer: sanitise(item.faq_answer) })),
  };
  if (translation.excerpt !== undefined) clean.excerpt = sanitise(translation.excerpt);
  if (translation.practical !== undefined) clean.practical = sanitise(translation.practical);
  return clean;
}

/**
 * The body as kept: its HTML within the §5 allow-list like any stored text, otherwise as typed. None of the
 * rules a save checks (a language, an event's dates, free slugs…) applies: an incomplete draft is kept too.
 */
async function keptBody(body: StaffItemBody): Promise<StaffItemBody> {
  const sanitise = await richHtmlSanitiser();
  const kept: StaffItemBody = { ...body };
  if (body.fr !== undefined) kept.fr = sanitisedTranslation(body.fr, sanitise);
  if (body.en !== undefined) kept.en = sanitisedTranslation(body.en, sanitise);
  return kept;
}

/** GET /staff/items/{type}/{group}/autosave: the caller's own slot; nobody reads another's. */
export async function readAutosave(
  db: Queryable,
  caller: StaffCaller,
  type: StaffContentType,
  group: string,
): Promise<StaffAutosave> {
  await requireEditable(db, caller, type, group);
  const autosave = await autosaveOf(db, type, group, caller.id);
  if (autosave === null) throw noAutosave();
  return autosave;
}

/** PUT /staff/items/{type}/{group}/autosave. */
export async function keepItemAutosave(
  db: Queryable,
  caller: StaffCaller,
  type: StaffContentType,
  group: string,
  body: StaffItemBody,
): Promise<StaffAutosave> {
  await requireEditable(db, caller, type, group);
  return keepAutosave(db, type, group, caller.id, await keptBody(body));
}

/** DELETE /staff/items/{type}/{group}/autosave: the changes discarded; idempotent. */
export async function discardAutosave(
  db: Queryable,
  caller: StaffCaller,
  type: StaffContentType,
  group: string,
): Promise<void> {
  await requireEditable(db, caller, type, group);
  await forgetAutosave(db, type, group, caller.id);
}
