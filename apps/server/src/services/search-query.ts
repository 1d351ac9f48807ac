/** At most this many words of a search are used (a longer text only narrows what the first ones found). */
const MAX_WORDS = 8;

/**
 * The person's text as a to_tsquery expression for type-ahead (spec §2.11): every word as a prefix
 * (`biblio:*` finds "bibliothèque"), all words required. Words are letters and digits of any script only,
 * so nothing of the text can be read as tsquery syntax. One-letter words (French elisions such as the d of
 * "d'année") would match nearly everything as prefixes, so they count only when the text has no other
 * word. Null when the text has no word at all: it can find nothing.
 */
export function prefixTsquery(text: string): string | null {
  const words = text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  const longer = words.filter((word) => word.length > 1);
  const chosen = (longer.length > 0 ? longer : words).slice(0, MAX_WORDS);
  return chosen.length === 0 ? null : chosen.map((word) => `${word}:*`).join(' & ');
}
