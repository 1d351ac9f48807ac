import { Link, Outlet } from 'react-router';
import { AboutLinks } from '../../ui/about-links.tsx';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { useUnfinishedChecklistBadge } from '../../entities/checklists/use-unfinished-checklist-badge.ts';
import { useSignOut } from '../../lib/auth/use-sign-out.ts';
import { usePortalConfig } from '../../lib/portal-config-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { StaffConsoleListItem } from '../../entities/staff/staff-console-link.tsx';
import { CountBadge } from '../../ui/count-badge.tsx';
import { Loading } from '../../ui/loading.tsx';
import { ProfileCard } from './profile-card.tsx';
import './profile.css';

/**
 * Spec §2.12 /profile, the phones' profile hub: the card, the profile screens (which open as modals over
 * it), help by e-mail, logout and the legal pages.
 */
export function ProfileHubPage() {
  const { t } = useTranslation();
  const { user } = useConnection();
  const { supportEmail } = usePortalConfig();
  const { signOut, pending } = useSignOut();
  const checklistBadge = useUnfinishedChecklistBadge();
  useDocumentTitle(t('profile:hub.title'));
  if (!user) return <Loading />;

  const links = [
    { to: '/profile/edit', label: t('profile:hub.myProfile') },
    { to: '/profile/checklists', label: t('profile:hub.myChecklists'), badge: checklistBadge },
    { to: '/profile/settings', label: t('profile:hub.settings') },
    { to: '/profile/hobbies', label: t('profile:hub.interests') },
    // Issue #32: a resident's maintenance requests start here as well as from the House screen.
    { to: '/maintenance/new', label: t('profile:hub.reportProblem') },
  ];
  return (
    <div className="profile-hub">
      <h1 className="visually-hidden">{t('profile:hub.title')}</h1>
      <ProfileCard user={user} />
      <nav aria-label={t('profile:hub.title')}>
        <ul className="profile-hub__list">
          {links.map((link) => (
            <li key={link.to}>
              <Link className="profile-hub__row" to={link.to}>
                {link.label}
                {link.badge !== undefined && link.badge.count > 0 && (
                  <>
                    <CountBadge inline count={link.badge.count} />
                    <span className="visually-hidden">{link.badge.label}</span>
                  </>
                )}
                <span aria-hidden="true">›</span>
              </Link>
            </li>
          ))}
          <StaffConsoleListItem className="profile-hub__row" />
          <li>
            <a className="profile-hub__row" href={`mailto:${supportEmail}`}>
              {t('profile:hub.needHelp')}
              <span aria-hidden="true">✉</span>
            </a>
          </li>
          <li>
            <button type="button" className="profile-hub__row" onClick={signOut} disabled={pending}>
              {t('auth:logout')}
            </button>
          </li>
        </ul>
      </nav>
      <AboutLinks placement="hub" />
      <Outlet />
    </div>
  );
}
