import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { useStaffMe } from '../../entities/staff/api/get-staff-me.ts';
import { useWorkspaceRoute } from '../../lib/routing/workspace-route.ts';
import { Loading } from '../../ui/loading.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { canHandleMaintenance, hasRole, isCampusEditor, type StaffContext } from './staff-context.ts';
import { StaffNoAccess } from './staff-no-access.tsx';
import './staff.css';

/**
 * /staff: the console's own layout. The server decides who is staff (GET /staff/me, 403 for anyone else);
 * the nav only offers what the caller's roles open, and every screen gets the roles through the outlet.
 */
export function StaffLayout() {
  const { t } = useTranslation();
  const query = useStaffMe();
  const workspace = useWorkspaceRoute();
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <RetryNotice
        className="notice notice--page"
        message={t('staff:loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  const me = query.data;
  if (me === null) return <StaffNoAccess />;

  const links = [
    { to: '/staff/items', label: t('staff:nav.items'), shown: true },
    { to: '/staff/notifications', label: t('staff:nav.notifications'), shown: me.houses.length > 0 },
    { to: '/staff/forms', label: t('staff:nav.forms'), shown: me.forms.length > 0 || isCampusEditor(me) },
    {
      // The maintenance team of a house, and campus staff who answer every house (issue #32).
      to: '/staff/maintenance',
      label: t('staff:nav.maintenance'),
      shown: canHandleMaintenance(me),
    },
    { to: '/staff/roles', label: t('staff:nav.roles'), shown: hasRole(me, 'campus-admin') },
    {
      to: '/staff/audit',
      label: t('staff:nav.audit'),
      shown: isCampusEditor(me) || hasRole(me, 'campus-admin'),
    },
  ];
  const context: StaffContext = { me };
  if (workspace) {
    // The editor (issue #33): the whole window to write in, under a slim bar with the way back to the list.
    return (
      <div className="staff staff--workspace">
        <nav className="staff__bar" aria-label={t('staff:nav.label')}>
          <Link to="/staff/items" className="staff__back">
            <span aria-hidden="true">← </span>
            {t('staff:edit.backToList')}
          </Link>
          <span className="staff__bar-title">{t('staff:title')}</span>
        </nav>
        <div className="staff__main">
          <Outlet context={context} />
        </div>
      </div>
    );
  }
  return (
    <div className="staff">
      <nav className="staff__nav" aria-label={t('staff:nav.label')}>
        <p className="staff__nav-title">{t('staff:title')}</p>
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
