import { describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import enScreens from '../../locales/screens/en.json';
import frScreens from '../../locales/screens/fr.json';
import {
  createI18n,
  loadCatalog,
  loadFirstPaintCatalog,
  loadScreenStrings,
  wholeCatalog,
  type Catalog,
} from './i18n.ts';

const wholeEn = wholeCatalog(en, enScreens);
const wholeFr = wholeCatalog(fr, frScreens);

describe('catalogs by language (issue #20: the first load carries one language)', () => {
  it('speaks the starting language from the given catalog without loading anything', () => {
    const load = vi.fn<(language: 'en' | 'fr') => Promise<Catalog>>();
    const i18n = createI18n('en', { en }, load);
    expect(i18n.t('common.retry')).toBe('Try again');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the other language whole when the portal switches to it, then speaks it', async () => {
    const load = vi.fn((language: 'en' | 'fr') => Promise.resolve(language === 'fr' ? wholeFr : wholeEn));
    const i18n = createI18n('en', { en }, load);
    await i18n.changeLanguage('fr');
    expect(load).toHaveBeenCalledWith('fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('common.retry')).toBe(fr.common.retry);
    expect(i18n.t('staff.nav.items')).toBe(frScreens.staff.nav.items);
    expect(document.documentElement.lang).toBe('fr');
  });

  it('loads each part of a catalog as its own module', async () => {
    await expect(loadFirstPaintCatalog('fr')).resolves.toEqual(fr);
    await expect(loadCatalog('fr')).resolves.toEqual(wholeFr);
    await expect(loadCatalog('en')).resolves.toEqual(wholeEn);
  });
});

describe("every screen's strings, after the first paint (issue #20)", () => {
  it('adds them to a portal started with the first-paint part only, once', async () => {
    const i18n = createI18n('fr', { fr });
    expect(i18n.exists('staff.nav.items')).toBe(false);
    const first = loadScreenStrings(i18n);
    expect(loadScreenStrings(i18n)).toBe(first);
    await first;
    expect(i18n.t('staff.nav.items')).toBe(frScreens.staff.nav.items);
    // The first-paint strings are still there.
    expect(i18n.t('common.retry')).toBe(fr.common.retry);
    // A group with keys in both parts keeps both.
    expect(i18n.t('debug.link')).toBe(fr.debug.link);
    expect(i18n.t('debug.title')).toBe(frScreens.debug.title);
  });

  it('has nothing to load for a language that came whole', async () => {
    const i18n = createI18n('en', { en: wholeEn });
    await loadScreenStrings(i18n);
    expect(i18n.t('staff.nav.items')).toBe(enScreens.staff.nav.items);
  });
});
