import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useStaffMe } from '../../entities/staff/api/get-staff-me.ts';
import { Loading } from '../../ui/loading.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { hasRole, isCampusEditor, type StaffContext } from './staff-context.ts';
import { StaffNoAccess } from './staff-no-access.tsx';
import './staff.css';

/**
 * /staff: the console's own layout. The server decides who is staff (GET /staff/me, 403 for anyone else);
 * the nav only offers what the caller's roles open, and every screen gets the roles through the outlet.
 */
export function StaffLayout() {
  const { t } = useTranslation();
  const query = useStaffMe();
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <RetryNotice
        className="notice notice--page"
        message={t('staff.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  const me = query.data;
  if (me === null) return <StaffNoAccess />;

  const links = [
    { to: '/staff/items', label: t('staff.nav.items'), shown: true },
    { to: '/staff/notifications', label: t('staff.nav.notifications'), shown: me.houses.length > 0 },
    { to: '/staff/forms', label: t('staff.nav.forms'), shown: me.forms.length > 0 || isCampusEditor(me) },
    { to: '/staff/roles', label: t('staff.nav.roles'), shown: hasRole(me, 'campus-admin') },
    {
      to: '/staff/audit',
      label: t('staff.nav.audit'),
      shown: isCampusEditor(me) || hasRole(me, 'campus-admin'),
    },
  ];
  const context: StaffContext = { me };
  return (
    <div className="staff">
      <nav className="staff__nav" aria-label={t('staff.nav.label')}>
        <p className="staff__nav-title">{t('staff.title')}</p>
        <ul>
          {links
            .filter((link) => link.shown)
            .map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="staff__nav-link">
                  {link.label}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <div className="staff__main">
        <Outlet context={context} />
      </div>
    </div>
  );
}
