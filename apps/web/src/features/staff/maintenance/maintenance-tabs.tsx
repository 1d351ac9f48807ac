import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { STAFF_MAINTENANCE_PATHS } from './staff-maintenance-paths.ts';

/** The queue and the figures, side by side under the console's "Maintenance" entry. */
export function MaintenanceTabs() {
  const { t } = useTranslation();
  return (
    <nav className="staff-maintenance-tabs" aria-label={t('staff-maintenance:tabs.label')}>
      <NavLink end to={STAFF_MAINTENANCE_PATHS.queue} className="staff-maintenance-tabs__link">
        {t('staff-maintenance:tabs.queue')}
      </NavLink>
      <NavLink to={STAFF_MAINTENANCE_PATHS.figures} className="staff-maintenance-tabs__link">
        {t('staff-maintenance:tabs.figures')}
      </NavLink>
    </nav>
  );
}
