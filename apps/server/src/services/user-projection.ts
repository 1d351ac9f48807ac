import type { DirectoryUser } from '@campus/domain/directory-user';
import { visibleItems, type PrivacyViewer } from '@campus/domain/privacy';
import type { DirectoryRow } from '../db/directory-repository.ts';

/** What any surface returning another person must load to project them (a directory row, less the pair). */
export type ProjectableUser = Omit<DirectoryRow, 'blocked' | 'in_my_network'>;

/**
 * Another person as `viewer` may see them (spec §6), for every surface that returns a person: directory
 * lists, search, single user, relation lists, embedded authors. The rule itself is `visibleItems` of
 * @campus/domain/privacy; this only maps the items it allows onto the wire fields. null means the viewer may
 * not see the person at all, and the surface must answer as if the person did not exist.
 */
export interface ProjectionContext {
  /** A block between the two, in either direction, withholds contact information. */
  blockedEitherWay: boolean;
  inMyNetwork: boolean;
  /**
   * acf.photo as this viewer receives it: a stored photo is served only through a URL signed for the
   * viewer (an <img> cannot send the bearer token), see photos/photo-urls.ts.
   */
  photoUrlForViewer: (stored: string | null) => string | null;
}

export function projectUserFor(
  viewer: PrivacyViewer,
  user: ProjectableUser,
  { blockedEitherWay, inMyNetwork, photoUrlForViewer }: ProjectionContext,
): DirectoryUser | null {
  const items = visibleItems(
    viewer,
    {
      id: user.id,
      confidentiality: user.confidentiality,
      show: user.show,
      houseIds: user.houses.map((house) => house.term_id),
    },
    blockedEitherWay,
  );
  if (items === null) return null;
  const name = items.has('name');
  const house = items.has('house');
  return {
    id: user.id,
    name: name ? user.display_name : '',
    first_name: name ? user.first_name : '',
    last_name: name ? user.last_name : '',
    email: items.has('email') ? user.email : '',
    house: house ? (user.houses[0]?.term_id ?? null) : null,
    in_my_network: inMyNetwork,
    acf: {
      photo: items.has('image') ? photoUrlForViewer(user.photo) : null,
      mobilephone: items.has('mobile') ? user.mobilephone : null,
      user_house: house ? user.houses.map((term) => ({ ...term })) : [],
    },
  };
}
