/**
 * The references of places.yaml (issue #11): keys and categories are unique and named, a place's house is a
 * sample house, and every place an event or a house location names exists, so that no map link of the
 * sample campus is a dead end.
 */
import type { SampleCampus } from './load-sample-campus.ts';
import { duplicates, type Problems } from './seed-problems.ts';
import { slugify } from '@campus/domain/slug';

const FILE = 'places.yaml';

export function checkPlaces(campus: SampleCampus, problems: Problems): void {
  const { categories, places } = campus.places;
  for (const key of duplicates(categories.map((category) => category.key))) {
    problems.add(FILE, `two categories have the key ${key}`);
  }
  for (const key of duplicates(places.map((place) => place.key))) {
    problems.add(FILE, `two places have the key ${key}`);
  }
  const categoryKeys = new Set(categories.map((category) => category.key));
  const houseSlugs = new Set(campus.houses.map((house) => slugify(house.name)));
  for (const place of places) {
    if (!categoryKeys.has(place.category)) {
      problems.add(FILE, `place ${place.key}: no category ${place.category}`);
    }
    if (place.house !== undefined && !houseSlugs.has(place.house)) {
      problems.add(FILE, `place ${place.key}: no house ${place.house}`);
    }
  }
  const placeKeys = new Set(places.map((place) => place.key));
  const named = [
    ...campus.events.flatMap((event) =>
      event.meta.locations.flatMap((location) => ('place' in location ? [[event.file, location.place]] : [])),
    ),
    ...campus.housePages.flatMap((page) =>
      (page.meta.locations ?? []).flatMap((location) =>
        location.place === undefined || location.place === '' ? [] : [[page.file, location.place]],
      ),
    ),
  ];
  for (const [file, key] of named) {
    if (key !== undefined && !placeKeys.has(key)) problems.add(file ?? FILE, `no place ${key} in ${FILE}`);
  }
}
