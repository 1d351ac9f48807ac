import { describe, expect, it } from 'vitest';
import { browserLanguage } from './i18n.ts';

type Strings = { [key: string]: string | Strings };

// Every namespace of every language: src/locales/<language>/<namespace>.json (ADR 037).
const files = import.meta.glob<Strings>('/src/locales/*/*.json', { import: 'default', eager: true });

function namespacesOf(language: string): Map<string, Strings> {
  const namespaces = new Map<string, Strings>();
  for (const [file, strings] of Object.entries(files)) {
    const match = /^\/src\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
    if (match?.[1] === language && match[2] !== undefined) namespaces.set(match[2], strings);
  }
  return namespaces;
}

function flatten(strings: Strings, prefix: string, into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(strings)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, `${path}.`, into);
  }
  return into;
}

/** Every string of a language, by its full key (`namespace:key.path`). */
function stringsOf(language: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const [namespace, strings] of namespacesOf(language)) flatten(strings, `${namespace}:`, all);
  return all;
}

const english = stringsOf('en');
const french = stringsOf('fr');

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

// Every source file of the app, as text, to find the keys it uses.
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/catalogs.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

// A key names its namespace (`t('staff:list.title')`); a template's fixed part is checked as a prefix.
const KEY_PATTERNS = [/\bt\(\s*['"`]([\w-]+:[\w.-]+)(['"]|`|\$\{)/g, /\bi18nKey=["'{`]+([\w-]+:[\w.-]+)/g];

function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [file, text] of Object.entries(sources)) {
    for (const pattern of KEY_PATTERNS) {
      for (const match of text.matchAll(pattern))
        if (match[1]) keys.set(match[2] === '${' ? `${match[1]}…` : match[1], file);
    }
  }
  return keys;
}

function has(strings: Map<string, string>, key: string): boolean {
  if (key.endsWith('…')) {
    const prefix = key.slice(0, -1);
    return [...strings.keys()].some((known) => known.startsWith(prefix));
  }
  // A plural key (`t('x', { count })`) is there as x_one, x_other.
  return strings.has(key) || strings.has(`${key}_other`);
}

describe('translation namespaces (ADR 037)', () => {
  it('fr has the same namespaces as en, each with exactly the same keys', () => {
    const en = namespacesOf('en');
    const fr = namespacesOf('fr');
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
    expect(en.size).toBeGreaterThan(10);
    for (const [namespace, strings] of en) {
      const frenchStrings = fr.get(namespace) ?? {};
      expect([...flatten(frenchStrings, '').keys()].sort(), namespace).toEqual(
        [...flatten(strings, '').keys()].sort(),
      );
    }
  });

  it('every translation is non-empty and uses the same placeholders in both languages', () => {
    for (const [key, text] of english) {
      const other = french.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(other.trim(), key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });

  it('every key used in the source exists in both languages, in the namespace it names', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(500);
    const missing = [...used]
      .filter(([key]) => !has(english, key) || !has(french, key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('every key names its namespace: none is left to the default one', () => {
    const unnamed: string[] = [];
    for (const [file, text] of Object.entries(sources))
      for (const [, key] of text.matchAll(/\bt\(\s*['"`]([\w.-]+)['"`]/g)) unnamed.push(`${key} (${file})`);
    expect(unnamed).toEqual([]);
  });

  it('keeps the spec wording', () => {
    expect(english.get('common:notFound.title')).toBe('Page not found');
    expect(english.get('common:notFound.subtitle')).toBe('404 error');
    expect(english.get('common:loading')).toBe('Loading...');
    expect(english.get('news:greeting')).toBe('Hello {{firstName}},');
    expect(english.get('layout:sidebar.seeProfile')).toBe('See my profile');
    expect(english.get('auth:landing.login')).toBe('Connexion / Login');
    expect(french.get('auth:landing.login')).toBe('Connexion / Login');
  });
});

describe('language before sign-in', () => {
  it('follows the browser: French when preferred, else English', () => {
    expect(browserLanguage(['fr-FR', 'en'])).toBe('fr');
    expect(browserLanguage(['de-DE', 'en-GB'])).toBe('en');
    expect(browserLanguage(['de-DE'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});
