import { describe, expect, it } from 'vitest';
import { testHouseTerm } from '../../lib/testing/house-fixtures.ts';
import { houseName } from './house-name.ts';

describe("houseName: a house's name in the reader's language (issue #29)", () => {
  const label = [
    { lang: 'fr', value: "Maison de l'Argentine" },
    { lang: 'en', value: 'Argentine House' },
  ];

  it('picks the label of the language from a term, and from a house embedded with its labels', () => {
    const term = testHouseTerm(3, "Maison de l'Argentine", false, 'Argentine House');
    expect(houseName(term, 'en')).toBe('Argentine House');
    expect(houseName(term, 'fr')).toBe("Maison de l'Argentine");
    const embedded = { term_id: 3, name: "Maison de l'Argentine", label };
    expect(houseName(embedded, 'en')).toBe('Argentine House');
    expect(houseName(embedded, 'fr')).toBe("Maison de l'Argentine");
  });

  it('falls back to the name for a house without labels, or without one in the language', () => {
    expect(houseName(testHouseTerm(3, 'Maison du Japon'), 'en')).toBe('Maison du Japon');
    expect(houseName({ term_id: 3, name: 'Maison du Japon' }, 'en')).toBe('Maison du Japon');
    expect(houseName({ term_id: 3, name: 'Maison du Japon', label: label.slice(0, 1) }, 'en')).toBe(
      'Maison du Japon',
    );
    expect(houseName({ term_id: 3 }, 'en')).toBe('');
  });
});
