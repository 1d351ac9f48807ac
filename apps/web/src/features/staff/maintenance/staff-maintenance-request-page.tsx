import { isFinalMaintenanceStatus } from '@campus/domain/maintenance-rules';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formatDayAndTime, parseContentDate } from '../../../lib/dates/format-date.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Loading } from '../../../ui/loading.tsx';
import { RetryNotice } from '../../../ui/retry-notice.tsx';
import { useMaintenanceRequest } from '../../../entities/maintenance/api/get-maintenance-request.ts';
import {
  MaintenanceLiveStatus,
  MaintenancePhotos,
  MaintenanceSlot,
} from '../../../entities/maintenance/maintenance-request-body.tsx';
import { MaintenanceReply } from '../../../entities/maintenance/maintenance-reply.tsx';
import { placeLabel } from '../../../entities/maintenance/maintenance-text.ts';
import { MaintenanceTimeline } from '../../../entities/maintenance/maintenance-timeline.tsx';
import { useMaintenanceHouses } from './api/get-maintenance-houses.ts';
import { AssignRequest } from './assign-request.tsx';
import { formatDuration, minutesBetween } from './durations.ts';
import { STAFF_MAINTENANCE_PATHS, isFromQueue } from './staff-maintenance-paths.ts';
import { TeamPhoto } from './team-photo.tsx';
import { TeamActions } from './team-actions.tsx';
import '../../../entities/maintenance/maintenance.css';
import './staff-maintenance.css';

/**
 * /staff/maintenance/:id (issue #32): a request as its house team sees it — what the resident sees, plus
 * who reported it — with the team's steps as the server offers them in `actions`, the assignment, a
 * message to the resident and a photo. The request is the residents' endpoint's (the server answers the
 * team with their `actions`); after each step the heading takes the focus back and the status, a live
 * region, says the new state.
 */
export function StaffMaintenanceRequestPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const id = Number(useParams().id);
  const location = useLocation();
  const request = useMaintenanceRequest(id);
  const houses = useMaintenanceHouses();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('staff-maintenance:request.title', { id }));
  const back = `${STAFF_MAINTENANCE_PATHS.queue}${isFromQueue(location.state) ? location.state.queueSearch : ''}`;
  const backLink = (
    <Link className="maintenance__back" to={back}>
      <span aria-hidden="true">‹ </span>
      {t('staff-maintenance:request.back')}
    </Link>
  );

  if (request.isPending) return <Loading />;
  if (request.isError) {
    const missing = isApiError(request.error) && request.error.status === 404;
    return (
      <div className="staff-page">
        {backLink}
        {missing ? (
          <p className="notice">{t('staff-maintenance:request.notFound')}</p>
        ) : (
          <RetryNotice
            message={t('staff-maintenance:request.loadFailed')}
            onRetry={() => void request.refetch()}
          />
        )}
      </div>
    );
  }
  const data = request.data;
  const house = houses.data?.find((candidate) => candidate.id === data.house.id);
  const focusHeading = () => heading.current?.focus();
  return (
    <div className="staff-page staff-maintenance-request">
      {backLink}
      <h1 ref={heading} tabIndex={-1}>
        {t('staff-maintenance:request.heading', {
          id: data.id,
          category: t(`maintenance:category.${data.category}`),
          place: placeLabel(t, data.place),
        })}
      </h1>
      <MaintenanceLiveStatus status={data.status} />
      <dl className="staff-maintenance-facts">
        <div>
          <dt>{t('staff-maintenance:field.house')}</dt>
          <dd>{data.house.name}</dd>
        </div>
        <div>
          <dt>{t('staff-maintenance:field.author')}</dt>
          <dd>{data.author?.name ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('staff-maintenance:field.reported')}</dt>
          <dd>{formatDayAndTime(parseContentDate(data.created), language)}</dd>
        </div>
        <div>
          <dt>{t('staff-maintenance:field.firstAnswer')}</dt>
          <dd>
            {data.first_answer === null
              ? t('staff-maintenance:noAnswerYet')
              : t('staff-maintenance:answeredAfter', {
                  duration: formatDuration(t, minutesBetween(data.created, data.first_answer)),
                })}
          </dd>
        </div>
        <div>
          <dt>{t('staff-maintenance:field.urgency')}</dt>
          <dd>{t(`maintenance:urgency.${data.urgency}`)}</dd>
        </div>
        <div>
          <dt>{t('staff-maintenance:field.entry')}</dt>
          <dd>{t(data.entry_allowed ? 'staff-maintenance:entry.yes' : 'staff-maintenance:entry.no')}</dd>
        </div>
        {data.followers > 0 && (
          <div>
            <dt>{t('staff-maintenance:field.followers')}</dt>
            <dd>{data.followers}</dd>
          </div>
        )}
        {data.merged_into !== null && (
          <div>
            <dt>{t('staff-maintenance:field.mergedInto')}</dt>
            <dd>
              <Link to={STAFF_MAINTENANCE_PATHS.request(data.merged_into)}>
                {t('staff-maintenance:request.number', { id: data.merged_into })}
              </Link>
            </dd>
          </div>
        )}
      </dl>
      <MaintenanceSlot slot={data.slot} />
      <p className="maintenance-detail__description">{data.description}</p>
      <MaintenancePhotos request={data} />
      <TeamActions request={data} onDone={focusHeading} />
      {!isFinalMaintenanceStatus(data.status) && (
        <AssignRequest key={data.assignee?.id ?? 0} request={data} house={house} />
      )}
      {!isFinalMaintenanceStatus(data.status) && (
        <MaintenanceReply
          requestId={data.id}
          label={t('staff-maintenance:request.message')}
          sendLabel={t('staff-maintenance:request.messageSend')}
        />
      )}
      {!isFinalMaintenanceStatus(data.status) && <TeamPhoto requestId={data.id} />}
      <MaintenanceTimeline request={data} />
    </div>
  );
}
