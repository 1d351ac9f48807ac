import type { Language } from '@campus/domain/locale';
import i18next, { type i18n, type ParseKeys } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type en from '../../locales/en.json';
import type enScreens from '../../locales/screens/en.json';

export const LANGUAGES: readonly Language[] = ['fr', 'en'];

/**
 * One language's strings come in two parts, each a chunk of its own per language (issue #20):
 * - locales/{language}.json, what the first paint needs: the shell, the landing page, the news and events,
 *   errors (bundle-checks/first-paint-strings.test.ts keeps every string those modules use in it);
 * - locales/screens/{language}.json, every other screen's, loaded right after the first paint and awaited
 *   by those screens' routes (app/routes.tsx) and by the few parts of the shell that open them.
 * Every catalog has the English catalog's shape (catalogs.test.ts).
 */
export type FirstPaintCatalog = typeof en;
export type ScreensCatalog = typeof enScreens;
export type Catalog = FirstPaintCatalog & ScreensCatalog;
export type Catalogs = Partial<Record<Language, FirstPaintCatalog | Catalog>>;

/** The first-paint part of a language's strings: what the portal loads before its first render. */
export function loadFirstPaintCatalog(language: Language): Promise<FirstPaintCatalog> {
  const loaded = language === 'fr' ? import('../../locales/fr.json') : import('../../locales/en.json');
  return loaded.then((module) => module.default);
}

function loadScreensCatalog(language: Language): Promise<ScreensCatalog> {
  const loaded =
    language === 'fr' ? import('../../locales/screens/fr.json') : import('../../locales/screens/en.json');
  return loaded.then((module) => module.default);
}

type Strings = { [key: string]: string | Strings };

function mergeStrings(into: Strings, from: Strings): Strings {
  const merged: Strings = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = merged[key];
    merged[key] =
      typeof value === 'object' && typeof existing === 'object' ? mergeStrings(existing, value) : value;
  }
  return merged;
}

/** Both parts of a language as one catalog (a group may have keys in each: `debug.link` paints first). */
export function wholeCatalog(firstPaint: FirstPaintCatalog, screens: ScreensCatalog): Catalog {
  return mergeStrings(firstPaint, screens) as Catalog;
}

/** A whole language, both parts: a language the person switches to (or signs in with) loads this way. */
export async function loadCatalog(language: Language): Promise<Catalog> {
  const [firstPaint, screens] = await Promise.all([
    loadFirstPaintCatalog(language),
    loadScreensCatalog(language),
  ]);
  return wholeCatalog(firstPaint, screens);
}

const screenStrings = new WeakMap<i18n, Map<string, Promise<void>>>();

const currentLanguage = (instance: i18n): Language => (instance.language === 'fr' ? 'fr' : 'en');

/** Whether every screen's strings are there in the current language (a language loaded whole has them). */
export function hasScreenStrings(instance: i18n): boolean {
  return instance.getResource(currentLanguage(instance), 'translation', 'staff') !== undefined;
}

/**
 * Every screen's strings in the current language, added to `instance` once (a language loaded whole, by a
 * switch or by a test's catalogs, already has them). Resolves when they are there.
 */
export function loadScreenStrings(instance: i18n): Promise<void> {
  const language = currentLanguage(instance);
  let byLanguage = screenStrings.get(instance);
  if (byLanguage === undefined) screenStrings.set(instance, (byLanguage = new Map<string, Promise<void>>()));
  let loaded = byLanguage.get(language);
  if (loaded === undefined) {
    loaded = hasScreenStrings(instance)
      ? Promise.resolve()
      : loadScreensCatalog(language).then(
          (screens) => {
            instance.addResourceBundle(language, 'translation', screens, true, false);
          },
          (error: unknown) => {
            // Offline, say: the next screen that needs them asks again.
            byLanguage.delete(language);
            throw error;
          },
        );
    byLanguage.set(language, loaded);
  }
  return loaded;
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
