import type { EventLocation } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import { ITEM_LANGUAGES, type TranslationDraft } from './item-draft.ts';

/** A place of the campus map as chosen in the picker: its id and name in each language it has. */
export type PlaceChoice = Partial<Record<Language, { place: string; name: string }>>;

/** The largest number of locations the server keeps per language (domain/src/staff.ts). */
const MAX_LOCATIONS = 10;

const isBlank = (location: EventLocation | undefined) =>
  location !== undefined && location.name.trim() === '' && location.url === '' && location.place === '';

/**
 * The locations of both languages once a map place is chosen for location `index` of `from` (issue #33).
 * That location takes the place's id and its name in its language, and its link is cleared: the residents'
 * screen links a place to the campus map. The other language's location at the same position follows when
 * it is the same location: still blank, a map place too (the two were kept in step), or not yet there
 * (the next one to add). A location written there by hand is left as it is. A language the place has no
 * translation in is left as it is. An unchanged list is returned as the same array.
 */
export function withPlaceChosen(
  draft: Readonly<Record<Language, Pick<TranslationDraft, 'locations'>>>,
  from: Language,
  index: number,
  choice: PlaceChoice,
): Record<Language, EventLocation[]> {
  const own = draft[from].locations[index];
  const result = { fr: draft.fr.locations, en: draft.en.locations };
  for (const language of ITEM_LANGUAGES) {
    const chosen = choice[language];
    if (chosen === undefined) continue;
    const locations = draft[language].locations;
    const location: EventLocation = { name: chosen.name, url: '', place: chosen.place };
    if (language === from) {
      if (own !== undefined) result[language] = locations.map((at, i) => (i === index ? location : at));
      continue;
    }
    const there = locations[index];
    const bothOnTheMap = there !== undefined && there.place !== '' && own !== undefined && own.place !== '';
    if (there !== undefined && (isBlank(there) || bothOnTheMap)) {
      result[language] = locations.map((at, i) => (i === index ? location : at));
    } else if (there === undefined && index === locations.length && index < MAX_LOCATIONS) {
      result[language] = [...locations, location];
    }
  }
  return result;
}
