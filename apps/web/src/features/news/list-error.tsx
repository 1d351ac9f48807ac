import { useTranslation } from 'react-i18next';
import { RetryNotice } from '../../ui/retry-notice.tsx';

/** A list that could not load: the spec's 'Error loading entries' (§8) and a way to try again. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <RetryNotice message={t('news:loadError')} onRetry={onRetry} className="list-state" />;
}
