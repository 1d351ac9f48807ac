/**
 * The French phone pattern of spec §5 (default country France): +33, 0033 or 0, then a digit 1-9, then
 * eight digits either in pairs or grouped 2/3/3, each group optionally preceded by a space, a dot or a dash.
 */
const SEPARATOR = '[ .-]?';
const PREFIX = `(?:\\+33|0033|0)${SEPARATOR}[1-9]`;
const PAIRS = `(?:${SEPARATOR}\\d{2}){4}`;
const TWO_THREE_THREE = `${SEPARATOR}\\d{2}${SEPARATOR}\\d{3}${SEPARATOR}\\d{3}`;

export const FRENCH_PHONE_PATTERN = new RegExp(`^${PREFIX}(?:${PAIRS}|${TWO_THREE_THREE})$`);

/** Valid when empty or undefined (the number is optional), or matching the French pattern. */
export function isValidPhone(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  const trimmed = value.trim();
  return trimmed === '' || FRENCH_PHONE_PATTERN.test(trimmed);
}

/** Spec §5/§7: an empty phone is sent (and stored) as null. */
export function normalisePhone(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
