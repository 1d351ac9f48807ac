import { useTranslation } from 'react-i18next';

/** Spec §2.1: 'Loading...' while authentication (or a page's data) loads. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{t('common:loading')}</span>
    </div>
  );
}
