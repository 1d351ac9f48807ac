import { describe, expect, it } from 'vitest';
import { DEFAULT_PLACE_COLOR, placeColor, placePosition, type Place } from './place.ts';

const place = (category: number | null, markers: { lat: number; lng: number }[] = []) =>
  ({ acf: { place_category: category, place_coordinates: { markers } } }) as unknown as Place;

describe('map markers (spec §2.8, §3 Place, §9)', () => {
  const categories = new Map([
    [1, { acf: { category_place_color: '#2e7d32' } }],
    [2, { acf: {} }],
    [3, { acf: { category_place_color: 'red;background:url(x)' } }],
  ]);

  it("paints a marker in its category's colour", () => {
    expect(placeColor(place(1), categories)).toBe('#2e7d32');
  });

  it('falls back on #47D7A7 without a category, a colour, or with a colour that is not a hex colour', () => {
    expect(DEFAULT_PLACE_COLOR).toBe('#47D7A7');
    expect(placeColor(place(null), categories)).toBe(DEFAULT_PLACE_COLOR);
    expect(placeColor(place(2), categories)).toBe(DEFAULT_PLACE_COLOR);
    expect(placeColor(place(9), categories)).toBe(DEFAULT_PLACE_COLOR);
    expect(placeColor(place(3), categories)).toBe(DEFAULT_PLACE_COLOR);
  });

  it('pins a place at its first marker, and not at all without one', () => {
    expect(placePosition(place(1, [{ lat: 48.8196, lng: 2.3381 }]))).toEqual({ lat: 48.8196, lng: 2.3381 });
    expect(placePosition(place(1))).toBeNull();
  });
});
