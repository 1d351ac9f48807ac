import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_PAINT_NAMESPACES } from '../src/app/first-paint.ts';

/** `virtual:first-paint-strings/<language>`: a language's first-paint namespaces, as one object. */
export const FIRST_PAINT_STRINGS_PREFIX = 'virtual:first-paint-strings/';

/**
 * Writes, for each language, the module that start-up imports before the first render (main.tsx): the
 * first-paint namespaces that app/first-paint.ts declares, by name. A literal import, so the entry holds two
 * file names instead of the table of every namespace's file, which loads with the first screen that needs a
 * later namespace (lib/i18n/namespace-files.ts; ADR 037); vite.config.ts keeps the module and its JSON in
 * one chunk per language.
 */
export function firstPaintStrings(): Plugin {
  let localesDir = '';
  return {
    name: 'campus:first-paint-strings',
    configResolved(config) {
      localesDir = resolve(config.root, 'src/locales');
    },
    resolveId(id) {
      return id.startsWith(FIRST_PAINT_STRINGS_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${FIRST_PAINT_STRINGS_PREFIX}`)) return null;
      const language = id.slice(FIRST_PAINT_STRINGS_PREFIX.length + 1);
      if (!/^[a-z]{2}$/.test(language)) throw new Error(`No first-paint strings for ${language}`);
      const imports = FIRST_PAINT_NAMESPACES.map(
        (namespace) =>
          `import ${namespace} from ${JSON.stringify(`${localesDir}/${language}/${namespace}.json`)};`,
      );
      return `${imports.join('\n')}\nexport default { ${FIRST_PAINT_NAMESPACES.join(', ')} };\n`;
    },
  };
}
