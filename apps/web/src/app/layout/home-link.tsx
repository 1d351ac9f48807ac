import { DEFAULT_REQUESTED_PATH } from '@campus/domain/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../ui/logo.tsx';

export function HomeLink({ size = 40 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <Link className="home-link" to={DEFAULT_REQUESTED_PATH} aria-label={t('layout.logo')}>
      <LogoMark size={size} />
      <span className="home-link__name" aria-hidden="true">
        {t('common.appName')}
      </span>
    </Link>
  );
}
