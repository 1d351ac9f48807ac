import type { Language } from '@campus/domain/locale';
import i18next, { type i18n, type ParseKeys } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Namespace, Resources } from './namespaces.ts';

export const LANGUAGES: readonly Language[] = ['fr', 'en'];

/**
 * The portal's strings are i18next namespaces, one per feature or area (lib/i18n/namespaces.ts), each a
 * JSON file per language (src/locales/<language>/<namespace>.json) and a chunk of its own: a screen loads
 * the namespaces it uses, in the language spoken (ADR docs/decisions/037-i18n-namespaces.md).
 * - The first-paint namespaces (app/first-paint.ts) load before the first render, in one chunk (main.tsx,
 *   build/first-paint-strings.ts);
 * - each route awaits its screen's namespaces (lib/routing/lazy-route-module.ts), and a part of the shell
 *   that shows a screen's component waits for them with WithScreenStrings (lib/i18n/with-screen-strings.tsx);
 * - a language switch loads, in the new language, every namespace loaded so far (i18next does it).
 */

/** Some namespaces of one language, as loaded. */
export type Strings = Partial<Resources>;
/** The strings already loaded, by language: an i18n instance starts with them. */
export type Catalogs = Partial<Record<Language, Strings>>;

/** One namespace of one language, loaded with the table of the namespaces' files (namespace-files.ts). */
export async function loadNamespace<N extends Namespace>(
  language: Language,
  namespace: N,
): Promise<Resources[N]> {
  const { loadNamespaceFile } = await import('./namespace-files.ts');
  return loadNamespaceFile(language, namespace);
}

/** Several namespaces of one language, side by side (the config error screen: `common` in both languages). */
export async function loadStrings(language: Language, namespaces: readonly Namespace[]): Promise<Strings> {
  const loaded = await Promise.all(namespaces.map((namespace) => loadNamespace(language, namespace)));
  return Object.fromEntries(namespaces.map((namespace, index) => [namespace, loaded[index]]));
}

const currentLanguage = (instance: i18n): Language => (instance.language === 'fr' ? 'fr' : 'en');

/** Whether `namespaces` are all there in the current language. */
export function hasNamespaces(instance: i18n, namespaces: readonly Namespace[]): boolean {
  const language = currentLanguage(instance);
  return namespaces.every((namespace) => instance.hasResourceBundle(language, namespace));
}

/** Each instance's loader (createI18n): what asks a namespace again after i18next gave up on it. */
const loaders = new WeakMap<i18n, NamespaceLoader>();

/**
 * `namespaces` in the current language, loaded once by i18next's backend; resolves when they are there and
 * rejects when one could not be loaded (offline, say), so that a route shows its error instead of keys.
 * i18next never asks a failed namespace again: the next call does, itself, with the same loader.
 */
export async function loadNamespaces(instance: i18n, namespaces: readonly Namespace[]): Promise<void> {
  if (hasNamespaces(instance, namespaces)) return;
  await instance.loadNamespaces([...namespaces]);
  const language = currentLanguage(instance);
  const missing = namespaces.filter((namespace) => !instance.hasResourceBundle(language, namespace));
  if (missing.length === 0) return;
  const load = loaders.get(instance) ?? loadNamespace;
  const strings = await Promise.allSettled(missing.map((namespace) => load(language, namespace)));
  strings.forEach((result, index) => {
    if (result.status === 'fulfilled')
      instance.addResourceBundle(language, missing[index] ?? '', result.value);
  });
  if (!hasNamespaces(instance, missing))
    throw new Error(`i18n: the ${missing.join(', ')} strings (${language}) could not be loaded`);
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
 * An i18n instance speaking `language`, whose strings must be among `catalogs` (already loaded, so the
 * first render is in that language); any other namespace, or language, is loaded by i18next's backend
 * through `load` when asked (loadNamespaces, changeLanguage).
 */
/** What loads one namespace of one language (loadNamespace; a stand-in in tests). */
export type NamespaceLoader = (language: Language, namespace: Namespace) => Promise<Strings[Namespace]>;

export function createI18n(
  language: Language,
  catalogs: Catalogs,
  load: NamespaceLoader = loadNamespace,
): i18n {
  const instance = i18next.createInstance();
  loaders.set(instance, load);
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    // A namespace asked for while the language was changing was loaded in the old one (i18next loads in the
    // language it speaks at the time): every namespace in use is asked again in the new one, and the
    // components render again when it is there (bindI18n below).
    const inUse = instance.options.ns;
    if (Array.isArray(inUse)) void instance.loadNamespaces([...(inUse as string[])]);
  });
  // i18next adds what it loads to the resources it is given: a copy keeps `catalogs` as they were.
  const resources = Object.fromEntries(
    Object.entries(catalogs).map(([lng, strings]) => [lng, { ...strings }]),
  ) as Record<string, Strings>;
  void instance
    .use(initReactI18next)
    .use(resourcesToBackend((lng: Language, ns: Namespace) => load(lng, ns)))
    .init({
      lng: language,
      // What the instance starts with; a switch of language loads these and any loaded since.
      ns: Object.keys(catalogs[language] ?? {}),
      defaultNS: 'common',
      // Every namespace has every key in both languages (catalogs.test.ts): no second language to download.
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      resources,
      partialBundledLanguages: true,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      // Routes and WithScreenStrings wait for a screen's namespaces; a component never suspends for them,
      // and one whose route forgot a namespace renders again when i18next has loaded it.
      react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
      initAsync: false,
      // No advertisement in the visitors' console.
      showSupportNotice: false,
    });
  return instance;
}
