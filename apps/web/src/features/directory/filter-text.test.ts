import { describe, expect, it } from 'vitest';
import { matchesChildSearch, showsChildSearch, tagLabel, truncateSelectedName } from './filter-text.ts';

describe('selected tag names (spec §2.9, §9)', () => {
  it('keeps a name of 60 characters whole', () => {
    const name = 'a'.repeat(60);
    expect(truncateSelectedName(name)).toBe(name);
  });
  it('cuts a longer name at 60 characters with an ellipsis', () => {
    expect(truncateSelectedName(`${'é'.repeat(60)}xyz`)).toBe(`${'é'.repeat(60)}…`);
  });
});

describe('child tag search (spec §2.9, §5)', () => {
  it('appears only above 10 children', () => {
    expect(showsChildSearch(10)).toBe(false);
    expect(showsChildSearch(11)).toBe(true);
  });
  it('ignores case and accents, both ways, as a substring match', () => {
    expect(matchesChildSearch('Économie', 'econ')).toBe(true);
    expect(matchesChildSearch('Economics', 'ÉCO')).toBe(true);
    expect(matchesChildSearch('Histoire de l’art', 'DE L')).toBe(true);
    expect(matchesChildSearch('Médecine', 'mat')).toBe(false);
  });
  it('shows the label of the interface language, else the name', () => {
    const tag = { name: 'Économie', label: [{ lang: 'en', value: 'Economics' }] };
    expect(tagLabel(tag, 'en')).toBe('Economics');
    expect(tagLabel(tag, 'fr')).toBe('Économie');
  });
});
