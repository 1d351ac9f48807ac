import type { Language } from '@campus/domain/locale';
import { useTranslation } from 'react-i18next';

/** The language content is asked in: the portal's current language (spec §7 wpml_language). */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'fr' ? 'fr' : 'en';
}
