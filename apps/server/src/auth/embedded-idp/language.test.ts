import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language.ts';

describe('language of the identity provider pages', () => {
  it('follows ui_locales first', () => {
    expect(pickLanguage('fr-FR en', 'en-US')).toBe('fr');
    expect(pickLanguage('de en', 'fr')).toBe('en');
  });
  it('falls back to Accept-Language by quality', () => {
    expect(pickLanguage(undefined, 'de-DE,en;q=0.5,fr;q=0.8')).toBe('fr');
    expect(pickLanguage(undefined, 'fr-CA')).toBe('fr');
    expect(pickLanguage(undefined, 'fr;q=0,en;q=0.1')).toBe('en');
  });
  it('defaults to English', () => {
    expect(pickLanguage(undefined, undefined)).toBe('en');
    expect(pickLanguage('', 'de, it')).toBe('en');
  });
});
