import { DEFAULT_LOCALE, type Locale } from './user.ts';

export type Language = 'fr' | 'en';

/**
 * fr_FR → French; every other locale → English (spec §2.12, §7 wpml_language). Marked free of side effects
 * so that a bundler may drop what is computed with it when unused (apps/web/vite.config.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
export function languageOfLocale(locale: string | null | undefined): Language {
  return locale?.split('_')[0] === 'fr' ? 'fr' : 'en';
}

/**
 * The language of the default locale: what a list answers in when no `wpml_language` is asked. A constant,
 * so that a schema's default reads a name, not a call the web build would have to keep with the schema.
 */
export const DEFAULT_LANGUAGE: Language = languageOfLocale(DEFAULT_LOCALE);

export function localeOfLanguage(language: Language): Locale {
  return language === 'fr' ? 'fr_FR' : 'en_US';
}

/**
 * The portal locale for an identity provider's locale claim (BCP 47 "fr-FR", "fr", or POSIX "fr_FR"):
 * French or English when the claim says so, else the §3 default.
 */
export function localeFromClaim(claim: string | null): Locale {
  const language = claim?.toLowerCase().split(/[-_]/)[0];
  if (language === 'fr') return 'fr_FR';
  if (language === 'en') return 'en_US';
  return DEFAULT_LOCALE;
}
