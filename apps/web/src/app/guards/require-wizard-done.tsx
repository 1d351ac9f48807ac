import type { User } from '@campus/domain/user';
import { Navigate, Outlet, useLocation } from 'react-router';
import { dueWizardStep } from '../../entities/person/wizard-progress.ts';

const isUnder = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/**
 * Spec §2.15: while a wizard is due, every page but /debug sends the person to the first pending step;
 * a wizard page with no wizard due sends them to /news.
 */
export function RequireWizardDone({ user }: { user: User }) {
  const { pathname } = useLocation();
  const due = dueWizardStep(user, localStorage);
  const onWizard = isUnder(pathname, '/wizard');
  if (due !== null && !onWizard && !isUnder(pathname, '/debug'))
    return <Navigate to={`/wizard/${due}`} replace />;
  if (due === null && onWizard) return <Navigate to="/news" replace />;
  return <Outlet />;
}
