import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useDebugUnlocked } from '../../lib/debug/debug-context.tsx';

/** Spec §2.3: the debug link, revealed by more than 7 taps on the logo. */
export function DebugLink() {
  const { t } = useTranslation();
  if (!useDebugUnlocked()) return null;
  return (
    <NavLink className="debug-link" to="/debug">
      {t('layout:debugLink')}
    </NavLink>
  );
}
