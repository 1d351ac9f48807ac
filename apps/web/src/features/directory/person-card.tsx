import type { DirectoryUser } from '@campus/domain/directory-user';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/avatar.tsx';
import { FriendStatusIcon } from './friend-status-icon.tsx';
import type { RelationBadge } from './relation-badge.ts';
import { displayName } from './person-name.ts';
import { houseName } from '../../entities/house/house-name.ts';

/** A directory card (spec §2.9): avatar, name, house name and the relation-status badge; opens the modal. */
export function PersonCard({
  person,
  status,
  onOpen,
}: {
  person: DirectoryUser;
  status: RelationBadge;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const name = displayName(person, t('directory:unnamed'));
  return (
    <button type="button" className="card person-card" onClick={onOpen}>
      <Avatar photo={person.acf.photo} size={56} />
      <span className="person-card__text">
        <span className="person-card__name">{name}</span>
        {person.acf.user_house[0] !== undefined && (
          <span className="person-card__house">{houseName(person.acf.user_house[0], i18n.language)}</span>
        )}
      </span>
      <FriendStatusIcon status={status} />
    </button>
  );
}
