import { useTranslation } from 'react-i18next';

/**
 * Something could not be loaded or saved (spec §8): what, said as an alert, and a way to try again. The
 * one shape of every screen's error state; `className` places it in its screen.
 */
export function RetryNotice({
  message,
  onRetry,
  className = 'notice',
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common:retry')}
      </button>
    </div>
  );
}
