import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const localesDir = fileURLToPath(new URL('../src/locales/en/', import.meta.url));

/** Every namespace, by its English file (src/locales/en/<namespace>.json), with its strings. */
export const CATALOGS: ReadonlyMap<string, object> = new Map(
  readdirSync(localesDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.slice(0, -'.json'.length),
      JSON.parse(readFileSync(`${localesDir}${file}`, 'utf8')) as object,
    ]),
);

/** Whether `key` (or, for a template's fixed part ending in a dot, some key under it) is in `catalog`. */
export function hasKey(catalog: object, key: string): boolean {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (part === '') return typeof node === 'object' && node !== null;
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

/** A string a module's source names: `namespace:key` (the key a template's fixed part, `staff:status.`). */
export interface StringUse {
  namespace: string;
  key: string;
}

// A quoted or template string that starts with `namespace:` (ADR 037: every key names its namespace), in
// whatever it is passed to: `t('staff:list.title')`, `i18nKey="news:title"`, a table's `label:
// 'layout:nav.news'`, a helper's argument; the fixed part of a template (`t(\`staff:status.${s}\`)`),
// however short.
const KEY_STRING = /(['"`])([a-z][\w-]*):([\w.-]*)(\$\{)?/g;
// A component that names its namespaces instead: `useTranslation('staff')`, `useTranslation(['a', 'b'])`.
const USE_TRANSLATION = /\buseTranslation\(\s*(\[[^\]]*\]|['"][\w-]+['"])/g;

/**
 * The strings `text` (a module's source) names, in namespaces that exist: a quoted text that starts like a
 * key but is no key of that namespace (a URL's scheme, `mailto:`) is not one; a wrong key is the type
 * check's to find, not this. A namespace named by useTranslation, or by a template whose whole key is a
 * substitution, counts as used, with key `*`.
 */
export function stringsUsedIn(text: string, catalogs: ReadonlyMap<string, object> = CATALOGS): StringUse[] {
  const uses: StringUse[] = [];
  for (const [, quote, namespace = '', key = '', substitution] of text.matchAll(KEY_STRING)) {
    const catalog = catalogs.get(namespace);
    if (catalog === undefined) continue;
    if (key !== '' && hasKey(catalog, key)) uses.push({ namespace, key });
    // A template whose key is all substitution (`t(\`staff:${key}\`)`) still names its namespace.
    else if (key === '' && quote === '`' && substitution !== undefined) uses.push({ namespace, key: '*' });
  }
  for (const [, names = ''] of text.matchAll(USE_TRANSLATION))
    for (const [, namespace = ''] of names.matchAll(/['"]([\w-]+)['"]/g))
      if (catalogs.has(namespace)) uses.push({ namespace, key: '*' });
  return uses;
}

/** The app's own source modules among `modules` (repository paths), whose text names strings. */
export const appSources = (modules: readonly string[]): string[] =>
  modules.filter((module) => /^apps\/web\/src\/.*\.tsx?$/.test(module));

/** The strings a module (a repository path) names. */
export const stringsUsedBy = (module: string): StringUse[] =>
  stringsUsedIn(readFileSync(`${repositoryRoot}${module}`, 'utf8'));
