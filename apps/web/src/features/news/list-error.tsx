import { useTranslation } from 'react-i18next';

/** A list that could not load: the spec's 'Error loading entries' (§8) and a way to try again. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="content-error" role="alert">
      <p>{t('news.loadError')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
