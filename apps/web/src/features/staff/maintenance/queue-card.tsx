import type { MaintenanceRequest } from '@campus/domain/maintenance';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MaintenanceStatusBadge } from '../../../entities/maintenance/maintenance-status-badge.tsx';
import { placeLabel } from '../../../entities/maintenance/maintenance-text.ts';
import { formatDuration, minutesBetween } from './durations.ts';
import { STAFF_MAINTENANCE_PATHS, type FromQueue } from './staff-maintenance-paths.ts';

/**
 * One request of the queue as a card (a row of facts on a wide screen, stacked on a phone): its number,
 * category and place as the link, the house, status, urgency, how long ago it was reported, how long the
 * team took to answer first (or that nobody has yet) and who handles it.
 */
export function QueueCard({
  request,
  now,
  queueSearch,
}: {
  request: MaintenanceRequest;
  now: number;
  queueSearch: string;
}) {
  const { t } = useTranslation();
  const state: FromQueue = { queueSearch };
  return (
    <li className="staff-maintenance-card" data-testid={`maintenance-row-${String(request.id)}`}>
      <p className="staff-maintenance-card__title">
        <Link to={STAFF_MAINTENANCE_PATHS.request(request.id)} state={state}>
          {t('staff-maintenance:request.heading', {
            id: request.id,
            category: t(`maintenance:category.${request.category}`),
            place: placeLabel(t, request.place),
          })}
        </Link>
      </p>
      <MaintenanceStatusBadge status={request.status} />
      <dl className="staff-maintenance-facts">
        <div>
          <dt>{t('staff-maintenance:field.house')}</dt>
          <dd>{request.house.name}</dd>
        </div>
        <div>
          <dt>{t('staff-maintenance:field.urgency')}</dt>
          <dd>{t(`maintenance:urgency.${request.urgency}`)}</dd>
        </div>
        <div>
          <dt>{t('staff-maintenance:field.age')}</dt>
          <dd>{formatDuration(t, minutesBetween(request.created, now))}</dd>
        </div>
        <div>
          <dt>{t('staff-maintenance:field.firstAnswer')}</dt>
          <dd>
            {request.first_answer === null
              ? t('staff-maintenance:noAnswerYet')
              : formatDuration(t, minutesBetween(request.created, request.first_answer))}
          </dd>
        </div>
        <div>
          <dt>{t('staff-maintenance:field.assignee')}</dt>
          <dd>{request.assignee?.name ?? t('staff-maintenance:assign.nobody')}</dd>
        </div>
      </dl>
    </li>
  );
}
