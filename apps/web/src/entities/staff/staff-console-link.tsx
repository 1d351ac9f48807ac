import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConnection } from '../../lib/auth/auth-context.tsx';

/**
 * The way into /staff as a row of a menu list, shown only to staff: users/me lists the person's staff
 * roles, so a resident's portal never asks GET /staff/me (which refuses them with a 403). The console's
 * layout asks it when the person opens it. Its label is in the profile hub's namespace, which shows it: the
 * staff namespace (17 kB in English) is for the console, not for every resident who opens their profile.
 */
export function StaffConsoleListItem({ className }: { className: string }) {
  const { t } = useTranslation();
  const { user } = useConnection();
  if (user === null || user.roles.length === 0) return null;
  return (
    <li>
      <Link className={className} to="/staff">
        {t('profile:hub.staffConsole')}
        <span aria-hidden="true">›</span>
      </Link>
    </li>
  );
}
