import { describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { createI18n, loadCatalog, type Catalog } from './i18n.ts';

describe('catalogs by language (issue #20: the first load carries one language)', () => {
  it('speaks the starting language from the given catalog without loading anything', () => {
    const load = vi.fn<(language: 'en' | 'fr') => Promise<Catalog>>();
    const i18n = createI18n('en', { en }, load);
    expect(i18n.t('common.retry')).toBe('Try again');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the other language when the portal switches to it, then speaks it', async () => {
    const load = vi.fn((language: 'en' | 'fr') => Promise.resolve(language === 'fr' ? fr : en));
    const i18n = createI18n('en', { en }, load);
    await i18n.changeLanguage('fr');
    expect(load).toHaveBeenCalledWith('fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('common.retry')).toBe(fr.common.retry);
    expect(document.documentElement.lang).toBe('fr');
  });

  it('loads each catalog as its own module', async () => {
    await expect(loadCatalog('fr')).resolves.toEqual(fr);
    await expect(loadCatalog('en')).resolves.toEqual(en);
  });
});
