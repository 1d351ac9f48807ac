import type { DirectoryUser } from '@campus/domain/directory-user';
import type { ReactNode } from 'react';

/**
 * What the users tab shows of the directory feature, filled by the app (a feature never imports another):
 * the people found, as cards opening the person modal, and the directory's filter panel.
 */
export interface PeopleSlots {
  results: (people: DirectoryUser[]) => ReactNode;
  filter: (props: { tagIds: readonly number[]; onChange: (tagIds: number[]) => void }) => ReactNode;
}
