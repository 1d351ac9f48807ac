import type { Language } from '@campus/domain/locale';
import i18next, { type i18n, type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';

export const LANGUAGES: readonly Language[] = ['fr', 'en'];

/** Both catalogs are bundled: they are small, and the language can switch without a request. */
export const resources = { en: { translation: en }, fr: { translation: fr } } as const;

/** A catalog key, for tables of labels (navigation items…) that are translated later. */
export type TranslationKey = ParseKeys;

/** Before sign-in the portal speaks the browser's language (French if preferred, else English). */
export function browserLanguage(preferred: readonly string[] = navigator.languages): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'fr' || primary === 'en') return primary;
  }
  return 'en';
}

export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    resources,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
    // No advertisement in the visitors' console.
    showSupportNotice: false,
  });
  return instance;
}
