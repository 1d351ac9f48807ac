import type { ConnectionState } from '../auth/connection-state.ts';
import { initialConnectionState } from '../auth/connection-state.ts';
import { describe, expect, it } from 'vitest';
import { testUser } from '../testing/fixtures.ts';
import { createI18n } from './i18n.ts';
import { createMemoryStore, STORAGE_KEYS } from '../storage.ts';
import {
  followSessionLanguage,
  languageOfSession,
  rememberedLanguage,
  rememberLanguage,
} from './session-language.ts';
import { bothCatalogs } from '../testing/catalogs.ts';

const connected = (locale: 'fr_FR' | 'en_US' | null): ConnectionState => ({
  ...initialConnectionState,
  status: 'connected',
  user: locale === null ? null : testUser({}, { locale }),
});

describe('the portal speaks the session language (spec §2.12: fr_FR → French, else English)', () => {
  it('uses the signed-in person locale, the browser language before sign-in, and waits while loading', () => {
    expect(languageOfSession(connected('fr_FR'), 'en')).toBe('fr');
    expect(languageOfSession(connected('en_US'), 'fr')).toBe('en');
    expect(languageOfSession({ ...initialConnectionState, status: 'notConnected' }, 'fr')).toBe('fr');
    expect(languageOfSession(connected(null), 'fr')).toBeNull();
  });

  it('has switched the language before any other listener hears of the person', () => {
    let state = connected(null);
    const listeners: (() => void)[] = [];
    const auth = {
      getState: () => state,
      subscribe: (listener: () => void) => {
        listeners.push(listener);
        return () => undefined;
      },
    };
    const i18n = createI18n('en', bothCatalogs);
    followSessionLanguage(auth, i18n, () => 'en');
    const seenByLaterListener: string[] = [];
    auth.subscribe(() => seenByLaterListener.push(i18n.t('common:notFound.title')));

    state = connected('fr_FR');
    listeners.forEach((listener) => {
      listener();
    });
    expect(seenByLaterListener).toEqual(['Page introuvable']);
  });

  it("remembers the signed-in person's language for the next cold load, which starts in it", () => {
    let state = connected(null);
    const auth = { getState: () => state, subscribe: () => () => undefined };
    const remembered: string[] = [];
    const apply = () => {
      followSessionLanguage(
        auth,
        createI18n('en', bothCatalogs),
        () => 'en',
        (language) => {
          remembered.push(language);
        },
      );
    };
    apply();
    expect(remembered).toEqual([]);
    state = connected('fr_FR');
    apply();
    expect(remembered).toEqual(['fr']);

    const storage = createMemoryStore();
    expect(rememberedLanguage(storage)).toBeNull();
    rememberLanguage(storage, 'fr');
    expect(rememberedLanguage(storage)).toBe('fr');
    storage.setItem(STORAGE_KEYS.language, 'de');
    expect(rememberedLanguage(storage)).toBeNull();
  });
});
