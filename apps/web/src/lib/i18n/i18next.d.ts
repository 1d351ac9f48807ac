// Types every key, `namespace:key`, against the English strings of that namespace (lib/i18n/namespaces.ts): a
// key or namespace missing from them fails the type check. Every key names its namespace, so `t` accepts
// each namespace's keys with its prefix (the list below); at run time the default namespace is `common`
// (lib/i18n/i18n.ts), first here too, and the routes load the others (ADR 037).
import 'i18next';
import type { Namespace, Resources } from './namespaces.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: readonly ['common', ...Namespace[]];
    resources: Resources;
  }
}
