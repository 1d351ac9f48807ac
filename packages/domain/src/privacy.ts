import type { Confidentiality, ShowItem } from './user.ts';

/**
 * Who may see what of a person (spec §6 "Profile privacy"). The server applies this to every surface that
 * returns another person; the web app only reflects it.
 *
 * - public: any signed-in member, house: members of one of the person's houses, private: nobody;
 * - within what the level allows, only the items the person shares in `show`;
 * - a block, in either direction, withholds contact information (mobile, email) between the two;
 * - a person always sees all of their own record.
 */
export interface PrivacySubject {
  id: number;
  confidentiality: Confidentiality;
  show: readonly ShowItem[];
  houseIds: readonly number[];
}

export interface PrivacyViewer {
  id: number;
  houseIds: readonly number[];
}

const ALL_ITEMS: readonly ShowItem[] = ['image', 'mobile', 'email', 'name', 'house'];
const CONTACT_ITEMS: readonly ShowItem[] = ['mobile', 'email'];

export function mayViewerSeeSubject(viewer: PrivacyViewer, subject: PrivacySubject): boolean {
  if (viewer.id === subject.id) return true;
  switch (subject.confidentiality) {
    case 'public':
      return true;
    case 'house':
      return subject.houseIds.some((house) => viewer.houseIds.includes(house));
    case 'private':
      return false;
  }
}

/** The items the viewer may see, or null when the viewer may not see the person at all. */
export function visibleItems(
  viewer: PrivacyViewer,
  subject: PrivacySubject,
  blockedEitherWay: boolean,
): ReadonlySet<ShowItem> | null {
  if (viewer.id === subject.id) return new Set(ALL_ITEMS);
  if (!mayViewerSeeSubject(viewer, subject)) return null;
  const shown = subject.show.filter((item) => !(blockedEitherWay && CONTACT_ITEMS.includes(item)));
  return new Set(shown);
}
