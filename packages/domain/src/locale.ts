import type { Locale } from './user.ts';

export type Language = 'fr' | 'en';

/** fr_FR → French; every other locale → English (spec §2.12, §7 wpml_language). */
export function languageOfLocale(locale: string | null | undefined): Language {
  return locale?.split('_')[0] === 'fr' ? 'fr' : 'en';
}

export function localeOfLanguage(language: Language): Locale {
  return language === 'fr' ? 'fr_FR' : 'en_US';
}
