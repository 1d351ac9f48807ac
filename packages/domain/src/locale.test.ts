import { describe, expect, it } from 'vitest';
import { languageOfLocale, localeOfLanguage } from './locale.ts';

describe('language of a locale (spec §2.12: fr_FR → French, otherwise English)', () => {
  it('reads fr_FR as French', () => {
    expect(languageOfLocale('fr_FR')).toBe('fr');
  });
  it('reads en_US, unknown and missing locales as English', () => {
    expect(languageOfLocale('en_US')).toBe('en');
    expect(languageOfLocale('de_DE')).toBe('en');
    expect(languageOfLocale(undefined)).toBe('en');
  });
  it('maps languages back to the two locales of §3', () => {
    expect(localeOfLanguage('fr')).toBe('fr_FR');
    expect(localeOfLanguage('en')).toBe('en_US');
  });
});
