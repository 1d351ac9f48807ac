import type { MaintenanceStatus } from '@campus/domain/maintenance-rules';
import { isFinalMaintenanceStatus, isOpenMaintenanceStatus } from '@campus/domain/maintenance-rules';
import { useTranslation } from 'react-i18next';

/** The tone of a status: open (the team owes an answer), waiting for the resident, or over. */
function tone(status: MaintenanceStatus): 'open' | 'waiting' | 'done' {
  if (isOpenMaintenanceStatus(status)) return 'open';
  if (isFinalMaintenanceStatus(status)) return 'done';
  return 'waiting';
}

/** A request's status as a badge: its word in full (colour alone says nothing to everyone). */
export function MaintenanceStatusBadge({ status }: { status: MaintenanceStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`maintenance-status maintenance-status--${tone(status)}`}>
      {t(`maintenance:status.${status}`)}
    </span>
  );
}
