import type { User } from '@campus/domain/user';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar.tsx';

/** Spec §2.3: the person's photo, LAST NAME then first name, and the way to their profile. */
export function UserBlock({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="card user-block" aria-labelledby="user-block-name">
      <Avatar photo={user.acf.photo} size={64} />
      <p id="user-block-name" className="user-block__name">
        <span className="user-block__last-name">{user.last_name.toLocaleUpperCase(i18n.language)}</span>{' '}
        {user.first_name}
      </p>
      <Link className="user-block__link" to="/profile/edit">
        {t('layout:sidebar.seeProfile')}
      </Link>
    </section>
  );
}
