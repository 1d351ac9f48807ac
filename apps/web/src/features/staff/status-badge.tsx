import type { ContentState } from '@campus/domain/staff';
import { useTranslation } from 'react-i18next';

/** An item's lifecycle state, in words (colour only repeats what the text says). */
export function StatusBadge({ status }: { status: ContentState }) {
  const { t } = useTranslation();
  return <span className={`staff-badge staff-badge--${status}`}>{t(`staff.status.${status}`)}</span>;
}
