/**
 * The pure part of the editor's autosave (ADR 034): which kept copy to offer when an item opens, how it
 * comes back into the editor, and how its time reads.
 */
import type { Language } from '@campus/domain/locale';
import type { StaffContentType, StaffItemBody } from '@campus/domain/staff';
import type { StaffAutosave } from '@campus/domain/staff-autosave';
import { ITEM_LANGUAGES, itemBodyOf, restoredDraft, type ItemDraft } from './item-draft.ts';

const two = (value: number) => String(value).padStart(2, '0');

/**
 * `YYYY-MM-DDTHH:mm:ss` in this browser's time: the way the server dates an autosave in campus time, which
 * the portal reads as the browser's own (lib/dates/format-date.ts parseContentDate), so the two compare.
 */
export function localTimestamp(date: Date): string {
  const day = `${String(date.getFullYear())}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  return `${day}T${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/**
 * An autosave loaded into the editor as unsaved changes, as a restored version is (item-draft.ts
 * restoredDraft), but with the addresses it holds: they are the ones this person typed.
 */
export function autosavedDraft(current: ItemDraft, content: StaffItemBody): ItemDraft {
  const draft = restoredDraft(current, content);
  for (const language of ITEM_LANGUAGES) {
    draft[language] = { ...draft[language], slug: content[language]?.slug ?? '' };
  }
  return draft;
}

/**
 * The copy to offer as an item opens: the newest of those kept (on the server, in this browser), when it
 * differs from what is saved. Compared as the editor would send them, so that the order of the fields the
 * database keeps, or a copy equal to the saved item, offers nothing.
 */
export function autosaveToOffer(
  type: StaffContentType,
  saved: ItemDraft,
  copies: readonly (StaffAutosave | null)[],
): StaffAutosave | null {
  const newest = copies.reduce<StaffAutosave | null>(
    (best, copy) => (copy !== null && (best === null || copy.date > best.date) ? copy : best),
    null,
  );
  if (newest === null) return null;
  const offered = JSON.stringify(itemBodyOf(type, autosavedDraft(saved, newest.content)));
  return offered === JSON.stringify(itemBodyOf(type, saved)) ? null : newest;
}

/** '14:32' in English, '14 h 32' in French, as a French sentence writes the time. */
export function autosaveClock(date: Date, language: Language): string {
  const hours = two(date.getHours());
  const minutes = two(date.getMinutes());
  return language === 'fr' ? `${hours} h ${minutes}` : `${hours}:${minutes}`;
}
