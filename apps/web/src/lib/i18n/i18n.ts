import type { Language } from '@campus/domain/locale';
import i18next, { type i18n, type ParseKeys } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type en from '../../locales/en.json';

export const LANGUAGES: readonly Language[] = ['fr', 'en'];

/** One language's strings (the English catalog's shape, which every catalog has: catalogs.test.ts). */
export type Catalog = typeof en;
export type Catalogs = Partial<Record<Language, Catalog>>;

/**
 * Each catalog is a chunk of its own: the first load carries the language the portal starts in, and the
 * other one is fetched when the person switches (or signs in with it).
 */
export function loadCatalog(language: Language): Promise<Catalog> {
  const loaded = language === 'fr' ? import('../../locales/fr.json') : import('../../locales/en.json');
  return loaded.then((module) => module.default);
}

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

/**
 * An i18n instance speaking `language`, whose catalog must be among `catalogs` (already loaded, so the
 * first render is in that language); a language missing from `catalogs` is loaded by `changeLanguage`,
 * which switches once it has arrived.
 */
export function createI18n(language: Language, catalogs: Catalogs, load = loadCatalog): i18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  const resources = Object.fromEntries(
    Object.entries(catalogs).map(([lng, catalog]) => [lng, { translation: catalog }]),
  );
  void instance
    .use(initReactI18next)
    .use(resourcesToBackend((lng: Language) => load(lng)))
    .init({
      lng: language,
      // Every catalog has every key (catalogs.test.ts): no second language to download "just in case".
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      resources,
      partialBundledLanguages: true,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      initAsync: false,
      // No advertisement in the visitors' console.
      showSupportNotice: false,
    });
  return instance;
}
