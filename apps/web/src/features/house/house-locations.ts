import type { HouseLocation } from '@campus/domain/house-page';

/** Where one location leads: a place of the campus map (inside the portal) or an external map link. */
export type LocationLink =
  { kind: 'map'; name: string; to: string } | { kind: 'external'; name: string; href: string };

/** What the About page shows for a house's locations (spec §2.6 location rules). */
export type LocationButtons =
  { kind: 'none' } | { kind: 'single'; link: LocationLink } | { kind: 'list'; links: LocationLink[] };

function linkOf(location: HouseLocation): LocationLink | null {
  const place = location.place.trim();
  if (place !== '')
    return { kind: 'map', name: location.name, to: `/pages/map/${encodeURIComponent(place)}` };
  const url = location.url.trim();
  if (url !== '') return { kind: 'external', name: location.name, href: url };
  return null;
}

/**
 * Spec §2.6: a location with a place leads to /pages/map/{place}, else to its url; one with an empty url
 * and no place is skipped. One remaining location gives a single button, several give a list.
 */
export function locationButtons(locations: readonly HouseLocation[]): LocationButtons {
  const links = locations.map(linkOf).filter((link): link is LocationLink => link !== null);
  const [first] = links;
  if (first === undefined) return { kind: 'none' };
  if (links.length === 1) return { kind: 'single', link: first };
  return { kind: 'list', links };
}
