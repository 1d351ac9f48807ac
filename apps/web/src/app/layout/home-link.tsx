import { DEFAULT_REQUESTED_PATH } from '@campus/domain/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDebugMode } from '../../lib/debug/debug-context.tsx';
import { LogoMark } from '../../ui/logo.tsx';

export function HomeLink({ size = 40 }: { size?: number }) {
  const { t } = useTranslation();
  const debugMode = useDebugMode();
  return (
    <Link
      className="home-link"
      to={DEFAULT_REQUESTED_PATH}
      aria-label={t('layout:logo')}
      // Spec §2.3: each tap also counts towards the debug unlock.
      onClick={() => {
        debugMode.tap();
      }}
    >
      <LogoMark size={size} />
      <span className="home-link__name" aria-hidden="true">
        {t('common:appName')}
      </span>
    </Link>
  );
}
