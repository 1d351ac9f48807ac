import type { Language } from '@campus/domain/locale';
import type { Catalogs, Strings } from '../i18n/i18n.ts';

// Every namespace of every language, as the build has them (src/locales/<language>/<namespace>.json).
const files = import.meta.glob<Strings[keyof Strings]>('/src/locales/*/*.json', {
  import: 'default',
  eager: true,
});

function stringsOf(language: Language): Strings {
  return Object.fromEntries(
    Object.entries(files)
      .map(([file, strings]) => [/^\/src\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file), strings] as const)
      .filter(([match]) => match?.[1] === language)
      .map(([match, strings]) => [match?.[2], strings]),
  ) as Strings;
}

/**
 * Tests start with both languages loaded whole (every namespace, lib/i18n/i18n.ts), so a switch applies in
 * the same render, as assertions expect, and no screen waits for its strings.
 */
export const bothCatalogs: Catalogs = { en: stringsOf('en'), fr: stringsOf('fr') };
