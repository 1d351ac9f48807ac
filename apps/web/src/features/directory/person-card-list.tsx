import type { DirectoryUser } from '@campus/domain/directory-user';
import type { ListedRelation } from '@campus/domain/relation';
import { PersonCard } from './person-card.tsx';
import { relationBadge } from './relation-badge.ts';

/** The relation between the viewer and a person, if any (either of them may have asked). */
export function relationWith(
  relations: readonly ListedRelation[],
  viewerId: number,
  personId: number,
): ListedRelation | null {
  return (
    relations.find(
      ({ acf }) =>
        (acf.user_a === viewerId && acf.user_b === personId) ||
        (acf.user_b === viewerId && acf.user_a === personId),
    ) ?? null
  );
}

/** People as cards with their relation badge (spec §2.9), each opening the person modal. */
export function PersonCardList({
  people,
  viewerId,
  relations,
  onOpen,
  className,
  label,
}: {
  people: readonly DirectoryUser[];
  viewerId: number;
  relations: readonly ListedRelation[];
  onOpen: (person: DirectoryUser) => void;
  className: string;
  label?: string;
}) {
  const pairs = relations.map((relation) => relation.acf);
  return (
    <ul className={className} aria-label={label}>
      {people.map((person) => (
        <li key={person.id}>
          <PersonCard
            person={person}
            status={relationBadge(viewerId, person.id, pairs)}
            onOpen={() => {
              onOpen(person);
            }}
          />
        </li>
      ))}
    </ul>
  );
}
