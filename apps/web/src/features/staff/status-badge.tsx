import type { StaffListState } from '@campus/domain/staff';
import { useTranslation } from 'react-i18next';

/** An item's state, in words (colour only repeats what the text says); "rejected" is a draft sent back. */
export function StatusBadge({ status }: { status: StaffListState }) {
  const { t } = useTranslation();
  return <span className={`staff-badge staff-badge--${status}`}>{t(`staff:status.${status}`)}</span>;
}
