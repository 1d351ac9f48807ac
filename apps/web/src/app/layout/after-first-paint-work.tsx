import WaitingReportSender from '../../features/maintenance/waiting-report-sender.tsx';
import { ChecklistBadgeSource, type ChecklistBadge } from './checklist-badge-source.tsx';
import { UnreadNotificationsSource } from './unread-notifications-source.tsx';

/**
 * What the signed-in layout does once its first screen is painted, in one chunk loaded then (issue #31):
 * the navigation's counts (use-nav-badges.tsx) and the sending of the problem reports kept while offline
 * (issue #32, ADR 045). One lazy import instead of one per piece keeps the first screen's JavaScript within
 * its budget. Renders nothing.
 */
export default function AfterFirstPaintWork({
  onChecklists,
  onUnread,
}: {
  onChecklists: (badge: ChecklistBadge) => void;
  onUnread: (unread: number) => void;
}) {
  return (
    <>
      <ChecklistBadgeSource onChange={onChecklists} />
      <UnreadNotificationsSource onChange={onUnread} />
      <WaitingReportSender />
    </>
  );
}
