import { languageOfLocale } from '@campus/domain/locale';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../lib/auth/auth-context.tsx';
import { browserLanguage } from '../lib/i18n/i18n.ts';

/**
 * The portal speaks the signed-in person's language (acf.locale: fr_FR → French, else English), and the
 * browser's before sign-in. While a returning person's data loads, the language stays as it is.
 */
export function LanguageSync() {
  const { status, user } = useConnection();
  const { i18n } = useTranslation();
  const language = user
    ? languageOfLocale(user.acf.locale)
    : status === 'connected'
      ? null
      : browserLanguage();

  useEffect(() => {
    if (language !== null && i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);

  return null;
}
