import { languageOfLocale, type Language } from '@campus/domain/locale';
import type { i18n } from 'i18next';
import type { AuthService } from '../auth/auth-service.ts';
import type { ConnectionState } from '../auth/connection-state.ts';
import { type KeyValueStore, readItem, STORAGE_KEYS, writeItem } from '../storage.ts';

/**
 * The language the portal speaks in a given session state: the signed-in person's acf.locale
 * (fr_FR → French, else English), the browser's before sign-in, and null — keep the current one — while a
 * returning person's data loads.
 */
export function languageOfSession(state: ConnectionState, browser: Language): Language | null {
  if (state.user) return languageOfLocale(state.user.acf.locale);
  return state.status === 'connected' ? null : browser;
}

/**
 * Keeps i18n on the session's language. It listens to the auth service itself, registered before React
 * subscribes, so the language has changed by the time React renders with the person's data: a screen
 * mounted in that same render starts in the right language instead of missing the change.
 */
export function followSessionLanguage(
  auth: Pick<AuthService, 'getState' | 'subscribe'>,
  i18nInstance: i18n,
  browser: () => Language,
  /** Told the signed-in person's language, so the next cold load can start in it. */
  remember: (language: Language) => void = () => undefined,
): () => void {
  const apply = () => {
    const state = auth.getState();
    const language = languageOfSession(state, browser());
    if (language === null) return;
    if (state.user !== null) remember(language);
    if (i18nInstance.language !== language) void i18nInstance.changeLanguage(language);
  };
  apply();
  return auth.subscribe(apply);
}

/** The language remembered for this device (see followSessionLanguage), null when there is none. */
export function rememberedLanguage(storage: KeyValueStore): Language | null {
  const stored = readItem(storage, STORAGE_KEYS.language);
  return stored === 'fr' || stored === 'en' ? stored : null;
}

export function rememberLanguage(storage: KeyValueStore, language: Language): void {
  writeItem(storage, STORAGE_KEYS.language, language);
}
