/**
 * WordPress-like slugs (an item's address: `/news/<slug>`), one rule for the seed, the server and the staff
 * console, so what an editor types is what the server keeps.
 */

/** A slug made from a name: lower case ASCII, accents dropped, words joined by dashes ("Économie" → "economie"). */
export function slugify(name: string): string {
  return slugAsTyped(name).replace(/-+$/g, '');
}

/**
 * The slug field cleaned as it is typed (issue #33): the same rule as slugify, except that a dash the
 * editor has just typed at the end stays, so the next word can follow it. slugify finishes it on save.
 */
export function slugAsTyped(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/g, '');
}
