import { useTranslation } from 'react-i18next';
import type { AutoSave } from '../../lib/profile/use-auto-save.ts';

/**
 * Spec §8: a save that failed is said, with a retry. What the person typed stays on the screen and is
 * sent again by the retry (or with the next save).
 */
export function SaveFailedNotice({ save }: { save: AutoSave }) {
  const { t } = useTranslation();
  if (!save.failed) return null;
  return (
    <div className="notice save-failed" role="alert">
      <p>{t('profile.saveFailed.message')}</p>
      <button type="button" className="button" disabled={save.saving} onClick={() => void save.retry()}>
        {t('profile.saveFailed.retry')}
      </button>
    </div>
  );
}
