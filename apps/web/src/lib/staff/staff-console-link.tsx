import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaffMe } from './api/get-staff-me.ts';

/**
 * The way into /staff as a row of a menu list, shown only to staff (GET /staff/me answers; anyone else
 * gets a 403 and no row). Asked where it is placed — the profile hub — not on every screen.
 */
export function StaffConsoleListItem({ className }: { className: string }) {
  const { t } = useTranslation();
  const me = useStaffMe();
  if (me.data === null || me.data === undefined) return null;
  return (
    <li>
      <Link className={className} to="/staff">
        {t('staff.entry')}
        <span aria-hidden="true">›</span>
      </Link>
    </li>
  );
}
