import { describe, expect, it } from 'vitest';
import { locationButtons } from './house-locations.ts';

const location = (name: string, place: string, url: string) => ({ name, place, url });

describe('house location rules (spec §2.6)', () => {
  it('one location with a place gives a button to /pages/map/{place}', () => {
    expect(locationButtons([location('Reception', 'maison-du-bresil', 'https://maps.example/x')])).toEqual({
      kind: 'single',
      link: { kind: 'map', name: 'Reception', to: '/pages/map/maison-du-bresil' },
    });
  });

  it('one location without a place gives an external link to its url', () => {
    expect(locationButtons([location('Annex', '', 'https://maps.example/annex')])).toEqual({
      kind: 'single',
      link: { kind: 'external', name: 'Annex', href: 'https://maps.example/annex' },
    });
  });

  it('several locations give a list, each by the same rule', () => {
    expect(
      locationButtons([
        location('Reception', 'reception', ''),
        location('Annex', '', 'https://maps.example/a'),
      ]),
    ).toEqual({
      kind: 'list',
      links: [
        { kind: 'map', name: 'Reception', to: '/pages/map/reception' },
        { kind: 'external', name: 'Annex', href: 'https://maps.example/a' },
      ],
    });
  });

  it('skips a location with an empty url and no place', () => {
    expect(locationButtons([location('Nowhere', '', '')])).toEqual({ kind: 'none' });
    expect(
      locationButtons([location('Nowhere', '', ' '), location('Annex', '', 'https://maps.example/a')]),
    ).toEqual({ kind: 'single', link: { kind: 'external', name: 'Annex', href: 'https://maps.example/a' } });
    expect(locationButtons([])).toEqual({ kind: 'none' });
  });
});
