import type { User } from '@campus/domain/user';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/avatar.tsx';
import { USER_TYPE_STYLES } from '../../entities/person/user-type-style.ts';
import { houseName } from '../../entities/house/house-name.ts';

/** Spec §2.12: the person's card, coloured by user type; an honorary title replaces the type label. */
export function ProfileCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const style = USER_TYPE_STYLES[user.acf.user_gia_type];
  const title = user.acf.user_honorary_title.trim();
  const firstHouse = user.acf.user_house[0];
  const house = firstHouse === undefined ? undefined : houseName(firstHouse, i18n.language);
  return (
    // Not a landmark: the sidebar's user block already is one named after the person (one name, one landmark).
    <div
      className="profile-card"
      style={{ background: style.background, color: style.text }}
      data-user-type={user.acf.user_gia_type}
    >
      <Avatar photo={user.acf.photo} size={88} />
      <div className="profile-card__text">
        <p id="profile-card-name" className="profile-card__name">
          <span className="profile-card__last-name">{user.last_name.toLocaleUpperCase(i18n.language)}</span>{' '}
          {user.first_name}
        </p>
        {house && <p className="profile-card__house">{house}</p>}
        <span
          className="profile-card__badge"
          style={{ background: style.badgeBackground, color: style.badgeText }}
        >
          {title === '' ? t(style.label) : title}
        </span>
      </div>
    </div>
  );
}
