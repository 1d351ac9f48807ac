// Types every t('…') key against the English catalog (both its parts, i18n.ts): a key missing from it fails
// the type check.
import 'i18next';
import type { Catalog } from './i18n.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}
