// Types every t('…') key against the English catalog: a key missing from it fails the type check.
import 'i18next';
import type en from '../../locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
