import type { Language } from '@campus/domain/locale';
import type { Namespace, Resources } from './namespaces.ts';

/**
 * One namespace of one language: its file, src/locales/<language>/<namespace>.json, a chunk of its own (Vite
 * makes one per file of the pattern). This module holds the table of every file, so it is loaded on first
 * use (lib/i18n/i18n.ts), after the first paint, whose strings come their own way (main.tsx).
 */
export function loadNamespaceFile<N extends Namespace>(
  language: Language,
  namespace: N,
): Promise<Resources[N]> {
  return import(`../../locales/${language}/${namespace}.json`).then(
    (module: { default: Resources[N] }) => module.default,
  );
}
