import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../ui/busy-button.tsx';
import type { AutoSave } from './use-auto-save.ts';

/**
 * Spec §8: a save that failed is said, with a retry. What the person typed stays on the screen and is
 * sent again by the retry (or with the next save).
 */
export function SaveFailedNotice({ save }: { save: AutoSave }) {
  const { t } = useTranslation();
  if (!save.failed) return null;
  return (
    <div className="notice save-failed" role="alert">
      <p>{t('profile:saveFailed.message')}</p>
      <BusyButton className="button" busy={save.saving} onClick={() => void save.retry()}>
        {t('profile:saveFailed.retry')}
      </BusyButton>
    </div>
  );
}
