import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import enScreens from '../../locales/screens/en.json';
import frScreens from '../../locales/screens/fr.json';
import { browserLanguage } from './i18n.ts';

type Catalog = { [key: string]: string | Catalog };

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const english = new Map([...flatten(en), ...flatten(enScreens)]);
const french = new Map([...flatten(fr), ...flatten(frScreens)]);

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

// Every source file of the app, as text, to find the keys it uses.
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/catalogs.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const KEY_PATTERNS = [/\bt\(\s*['"`]([\w.-]+)['"`]/g, /\bi18nKey=["'{`]+([\w.-]+)/g];

function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [file, text] of Object.entries(sources)) {
    for (const pattern of KEY_PATTERNS) {
      for (const match of text.matchAll(pattern)) if (match[1]) keys.set(match[1], file);
    }
  }
  return keys;
}

describe('translation catalogs', () => {
  it('fr and en have exactly the same keys, each in one part (first paint or screens)', () => {
    expect([...flatten(fr).keys()].sort()).toEqual([...flatten(en).keys()].sort());
    expect([...flatten(frScreens).keys()].sort()).toEqual([...flatten(enScreens).keys()].sort());
    const screens = flatten(enScreens);
    expect([...flatten(en).keys()].filter((key) => screens.has(key))).toEqual([]);
  });

  it('every translation is non-empty and uses the same placeholders in both languages', () => {
    for (const [key, text] of english) {
      const other = french.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(other.trim(), key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });

  it('every key used in the source exists in both catalogs', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used]
      .filter(([key]) => !english.has(key) || !french.has(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('keeps the spec wording', () => {
    expect(english.get('notFound.title')).toBe('Page not found');
    expect(english.get('notFound.subtitle')).toBe('404 error');
    expect(english.get('common.loading')).toBe('Loading...');
    expect(english.get('news.greeting')).toBe('Hello {{firstName}},');
    expect(english.get('layout.sidebar.seeProfile')).toBe('See my profile');
    expect(english.get('auth.landing.login')).toBe('Connexion / Login');
    expect(french.get('auth.landing.login')).toBe('Connexion / Login');
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
