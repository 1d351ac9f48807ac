import { COMMITTEE_SIZE } from '@campus/domain/constants';
import type { DirectoryUser } from '@campus/domain/directory-user';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { useCommittee } from './api/get-committee.ts';
import { useRelations } from './api/get-relations.ts';
import { useFriendToast } from './friend-toast.tsx';
import { PersonCardList, relationWith } from './person-card-list.tsx';
import { PersonModal } from './person-modal.tsx';
import './directory.css';

function CommitteeMembers({ people }: { people: readonly DirectoryUser[] }) {
  const viewerId = useConnection().user?.id ?? 0;
  const relations = useRelations();
  const relationList = relations.data ?? [];
  const toast = useFriendToast();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = people.find((person) => person.id === openId) ?? null;
  return (
    <>
      <PersonCardList
        className="house-committee__list"
        people={people}
        viewerId={viewerId}
        relations={relationList}
        onOpen={(person) => {
          setOpenId(person.id);
        }}
      />
      {open !== null && (
        <PersonModal
          person={open}
          viewerId={viewerId}
          relation={relationWith(relationList, viewerId, open.id)}
          onClose={() => {
            setOpenId(null);
          }}
          onToast={toast.show}
          toast={toast.element}
        />
      )}
      {open === null && toast.element}
    </>
  );
}

/**
 * 'My house committee' (spec §2.3 sidebar, §2.6 /house/about): 3 people of the house carrying the committee
 * tag, as directory cards opening the person modal. Nothing when no member is visible to the viewer; a
 * failed load shows nothing either (spec §8: other request errors are logged, with no message).
 */
export function HouseCommittee({ houseId, className }: { houseId: number; className?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const committee = useCommittee(houseId);
  if (committee.isError || committee.data?.length === 0) return null;
  return (
    <section
      className={`house-committee ${className ?? ''}`.trim()}
      aria-labelledby={titleId}
      aria-busy={committee.isPending}
    >
      <h2 id={titleId} className="house-committee__title">
        {t('house.committee.title')}
      </h2>
      {committee.isPending ? (
        <ul className="house-committee__list" aria-hidden="true">
          {Array.from({ length: COMMITTEE_SIZE }, (_, index) => (
            <li key={index} className="house-committee__skeleton" />
          ))}
        </ul>
      ) : (
        <CommitteeMembers people={committee.data} />
      )}
    </section>
  );
}
