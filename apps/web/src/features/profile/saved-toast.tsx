import { PROFILE_SAVED_TOAST_MS } from '@campus/domain/constants';
import { useTranslation } from 'react-i18next';
import { TimedToast } from '../../ui/timed-toast.tsx';

/**
 * Spec §8: 'Information saved successfully', 1 s, at the top, primary colour — after each save. Rendered
 * before the first save too: its live region must exist before the message to be announced.
 */
export function SavedToast({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <TimedToast
      message={count === 0 ? null : t('profile:saved')}
      durationMs={PROFILE_SAVED_TOAST_MS}
      id={count}
      position="top"
    />
  );
}
