import type { DirectoryUser } from '@campus/domain/directory-user';
import { useState } from 'react';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { useRelations } from './api/get-relations.ts';
import { useFriendToast } from './friend-toast.tsx';
import { PersonCardList, relationWith } from './person-card-list.tsx';
import { PersonModal } from './person-modal.tsx';
import './directory.css';

/**
 * People as the directory shows them (spec §2.9): cards with their relation badge, each opening the person
 * modal with its friend action and toasts. The directory lists, the house committee and the user search
 * (§2.11) all show people through it.
 */
export function PeopleResults({
  people,
  label,
  className = 'directory__list',
}: {
  people: readonly DirectoryUser[];
  label?: string;
  className?: string;
}) {
  const viewerId = useConnection().user?.id ?? 0;
  const relations = useRelations();
  const relationList = relations.data ?? [];
  const [openPerson, setOpenPerson] = useState<DirectoryUser | null>(null);
  const toast = useFriendToast();
  return (
    <>
      <PersonCardList
        className={className}
        label={label}
        people={people}
        viewerId={viewerId}
        relations={relationList}
        onOpen={setOpenPerson}
      />
      {openPerson !== null && (
        <PersonModal
          person={people.find((person) => person.id === openPerson.id) ?? openPerson}
          viewerId={viewerId}
          relation={relationWith(relationList, viewerId, openPerson.id)}
          onClose={() => {
            setOpenPerson(null);
          }}
          onToast={toast.show}
          toast={toast.element}
        />
      )}
      {openPerson === null && toast.element}
    </>
  );
}
