import { describe, expect, it, vi } from 'vitest';
import { bothCatalogs } from '../testing/catalogs.ts';
import { createI18n, loadNamespace, loadNamespaces, loadStrings, type NamespaceLoader } from './i18n.ts';
import type { Namespace } from './namespaces.ts';

const en = bothCatalogs.en ?? {};
const fr = bothCatalogs.fr ?? {};
const firstPaintFr = { common: fr.common, layout: fr.layout };

/** A stand-in for the backend's dynamic imports, that counts what it is asked. */
function fakeLoad(fail: ReadonlySet<string> = new Set()) {
  return vi.fn((language: 'en' | 'fr', namespace: Namespace) =>
    fail.has(`${language}/${namespace}`)
      ? Promise.reject(new Error('offline'))
      : Promise.resolve((language === 'fr' ? fr : en)[namespace]),
  );
}

describe('namespaces by language (issue #20: the first load carries one language)', () => {
  it('speaks the starting language from the given namespaces without loading anything', () => {
    const load = fakeLoad();
    const i18n = createI18n('en', { en: { common: en.common } }, load);
    expect(i18n.t('common:retry')).toBe('Try again');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads, in the language switched to, every namespace loaded so far, then speaks it', async () => {
    const load = fakeLoad();
    const i18n = createI18n('en', { en: { common: en.common, layout: en.layout } }, load);
    await loadNamespaces(i18n, ['staff']);
    await i18n.changeLanguage('fr');
    expect(
      load.mock.calls
        .filter(([language]) => language === 'fr')
        .map(([, ns]) => ns)
        .sort(),
    ).toEqual(['common', 'layout', 'staff']);
    expect(i18n.language).toBe('fr');
    expect(i18n.t('common:retry')).toBe(fr.common?.retry);
    expect(i18n.t('staff:nav.items')).toBe(fr.staff?.nav.items);
    expect(document.documentElement.lang).toBe('fr');
  });

  it('loads each namespace of each language as its own module', async () => {
    await expect(loadNamespace('fr', 'staff')).resolves.toEqual(fr.staff);
    await expect(loadNamespace('en', 'common')).resolves.toEqual(en.common);
    await expect(loadStrings('fr', ['common', 'news'])).resolves.toEqual({
      common: fr.common,
      news: fr.news,
    });
  });
});

describe("a screen's namespaces, awaited by its route (ADR 037)", () => {
  it('has them in the new language when the route asked while the language was changing', async () => {
    // Each file arrives a moment later, as over the network; the French ones later than the route's.
    const load = vi.fn(
      (language: 'en' | 'fr', namespace: Namespace) =>
        new Promise<unknown>((resolve) => {
          setTimeout(
            () => {
              resolve((language === 'fr' ? fr : en)[namespace]);
            },
            language === 'fr' ? 30 : 5,
          );
        }),
    ) as unknown as NamespaceLoader;
    const i18n = createI18n('en', { en: { common: en.common, layout: en.layout } }, load);
    // users/me answers in French while the person's first screen is being opened.
    const switching = i18n.changeLanguage('fr');
    await loadNamespaces(i18n, ['staff']);
    await switching;
    await vi.waitFor(() => {
      expect(i18n.t('staff:nav.items')).toBe(fr.staff?.nav.items);
    });
    expect(i18n.language).toBe('fr');
  });

  it('adds them to a portal started with the first-paint namespaces only, once', async () => {
    const load = fakeLoad();
    const i18n = createI18n('fr', { fr: firstPaintFr }, load);
    expect(i18n.exists('staff:nav.items')).toBe(false);
    await Promise.all([loadNamespaces(i18n, ['staff']), loadNamespaces(i18n, ['staff', 'map'])]);
    expect(i18n.t('staff:nav.items')).toBe(fr.staff?.nav.items);
    expect(i18n.t('map:title')).toBe(fr.map?.title);
    expect(load.mock.calls.map(([language, ns]) => `${language}/${ns}`).sort()).toEqual([
      'fr/map',
      'fr/staff',
    ]);
    // The first-paint strings are still there.
    expect(i18n.t('common:retry')).toBe(fr.common?.retry);
    // And nothing more is asked for namespaces already there.
    await loadNamespaces(i18n, ['staff', 'common']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects when a namespace cannot be loaded, and asks it again the next time', async () => {
    const offline = new Set(['fr/staff']);
    const load = fakeLoad(offline);
    const i18n = createI18n('fr', { fr: firstPaintFr }, load);
    await expect(loadNamespaces(i18n, ['staff'])).rejects.toThrow(/staff/);
    offline.clear();
    await loadNamespaces(i18n, ['staff']);
    expect(i18n.t('staff:nav.items')).toBe(fr.staff?.nav.items);
  }, 20_000);
});
