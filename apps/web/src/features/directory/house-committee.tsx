import { COMMITTEE_SIZE } from '@campus/domain/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCommittee } from './api/get-committee.ts';
import { PeopleResults } from './people-results.tsx';
import './directory.css';

/**
 * 'My house committee' (spec §2.3 sidebar, §2.6 /house/about): 3 people of the house carrying the committee
 * tag, as directory cards opening the person modal. Nothing when no member is visible to the viewer; a
 * failed load shows nothing either (spec §8: other request errors are logged, with no message).
 */
export function HouseCommittee({
  houseId,
  className,
  region = false,
}: {
  houseId: number;
  className?: string;
  /**
   * A named landmark on /house/about; a named group, not a landmark, in the sidebar, which is already one
   * ('My account'): with both a region, /house/about had two landmarks called 'My house committee'.
   */
  region?: boolean;
}) {
  const Group = region ? 'section' : 'div';
  const { t } = useTranslation();
  const titleId = useId();
  const committee = useCommittee(houseId);
  if (committee.isError || committee.data === null || committee.data?.people.length === 0) return null;
  return (
    <Group
      className={`house-committee ${className ?? ''}`.trim()}
      role={region ? undefined : 'group'}
      aria-labelledby={titleId}
      aria-busy={committee.isPending}
    >
      <h2 id={titleId} className="house-committee__title">
        {t('house:committee.title')}
      </h2>
      {committee.isPending ? (
        <ul className="house-committee__list" aria-hidden="true">
          {Array.from({ length: COMMITTEE_SIZE }, (_, index) => (
            <li key={index} className="house-committee__skeleton" />
          ))}
        </ul>
      ) : (
        <>
          <PeopleResults className="house-committee__list" people={committee.data.people} />
          <Link
            className="house-committee__all"
            to={`/search/users/h=${String(houseId)}&t=${String(committee.data.tagId)}`}
          >
            {t('house:committee.seeAll')}
          </Link>
        </>
      )}
    </Group>
  );
}
