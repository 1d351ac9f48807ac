import { languageOfLocale, type Language } from '@campus/domain/locale';
import type { i18n } from 'i18next';
import type { AuthService } from '../auth/auth-service.ts';
import type { ConnectionState } from '../auth/connection-state.ts';

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
): () => void {
  const apply = () => {
    const language = languageOfSession(auth.getState(), browser());
    if (language !== null && i18nInstance.language !== language) void i18nInstance.changeLanguage(language);
  };
  apply();
  return auth.subscribe(apply);
}
