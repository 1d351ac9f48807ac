import type { User } from '@campus/domain/user';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useUnreadNotifications } from '../../entities/notifications/use-unread-notifications.ts';
import { CountBadge } from '../../ui/count-badge.tsx';
import { BellIcon, SearchIcon } from '../../ui/icons.tsx';
import { HelpBlock } from './help-block.tsx';
import { HouseBlock } from './house-block.tsx';
import { LogoutButton } from './logout-button.tsx';
import { SidebarCommittee } from './sidebar-committee.tsx';
import { UserBlock } from './user-block.tsx';

/** Spec §2.3: the wide-screen sidebar: quick actions, the person, their house and its committee, help. */
export function RightSidebar({ user }: { user: User | null }) {
  const { t } = useTranslation();
  const unread = useUnreadNotifications();
  return (
    <aside className="right-sidebar" aria-label={t('layout:sidebar.label')}>
      <div className="right-sidebar__actions">
        <NavLink
          className="icon-button"
          to="/notifications"
          aria-label={
            unread > 0
              ? `${t('layout:nav.notifications')} ${t('layout:unreadNotifications')}`
              : t('layout:nav.notifications')
          }
          title={t('layout:nav.notifications')}
        >
          <span className="main-nav__icon-wrap">
            <BellIcon />
            <CountBadge count={unread} dot />
          </span>
        </NavLink>
        <NavLink
          className="icon-button"
          to="/search"
          aria-label={t('layout:nav.search')}
          title={t('layout:nav.search')}
        >
          <SearchIcon />
        </NavLink>
        <LogoutButton />
      </div>
      {user && <UserBlock user={user} />}
      {user && <HouseBlock />}
      {user && <SidebarCommittee />}
      <HelpBlock />
    </aside>
  );
}
