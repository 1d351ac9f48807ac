import type { ContentHouse } from '@campus/domain/content';
import type { HouseTerm } from '@campus/domain/taxonomy';
import type { TermRef } from '@campus/domain/user';
import { labelIn } from '../tags/tag-label.ts';

/**
 * A house's name in the reader's language (issue #29): from its label list [{lang, value}] — the term's
 * acf.label, or the label that users/me, directory cards and content embed with a house — else its name
 * (the French one). Every screen naming a house goes through here, so one house has one name per screen.
 */
export function houseName(house: HouseTerm | TermRef | ContentHouse, language: string): string {
  const labels = 'acf' in house ? house.acf.label : house.label;
  return labelIn(labels, language, house.name ?? '');
}
