import type { EventLocation } from '@campus/domain/content';
import { describe, expect, it } from 'vitest';
import { withPlaceChosen } from './place-choice.ts';

const blank: EventLocation = { name: '', url: '', place: '' };
const draft = (fr: EventLocation[], en: EventLocation[]) => ({
  fr: { locations: fr },
  en: { locations: en },
});
const brazil = { fr: { place: '21', name: 'Maison du Brésil' }, en: { place: '31', name: 'Brazil House' } };

describe('a campus map place chosen for an event location (issue #33)', () => {
  it('names the location and links it to the place, its own link cleared, and adds it to the other language', () => {
    const next = withPlaceChosen(
      draft([{ name: 'x', url: 'https://example.org', place: '' }], []),
      'fr',
      0,
      brazil,
    );
    expect(next.fr).toEqual([{ name: 'Maison du Brésil', url: '', place: '21' }]);
    expect(next.en).toEqual([{ name: 'Brazil House', url: '', place: '31' }]);
  });

  it('fills the other language’s location at the same place when it is blank or a map place too', () => {
    const theatre: EventLocation = { name: 'Cité Theatre', url: '', place: '32' };
    const onMap = { name: 'Théâtre', url: '', place: '22' };
    expect(withPlaceChosen(draft([blank], [blank]), 'fr', 0, brazil).en[0]?.name).toBe('Brazil House');
    expect(withPlaceChosen(draft([onMap], [theatre]), 'fr', 0, brazil).en[0]?.place).toBe('31');
  });

  it('leaves a location written by hand in the other language, and a language the place is not in', () => {
    const handWritten: EventLocation = { name: 'Garden', url: 'https://example.org/garden', place: '' };
    const before = draft([blank], [handWritten]);
    const next = withPlaceChosen(before, 'fr', 0, brazil);
    expect(next.en).toBe(before.en.locations);
    const frenchOnly = withPlaceChosen(draft([blank], []), 'fr', 0, { fr: brazil.fr });
    expect(frenchOnly.en).toEqual([]);
  });
});
