import { isFinalMaintenanceStatus } from '@campus/domain/maintenance-rules';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError } from '../../lib/api/api-error.ts';
import { formatDayAndTime, formatLongDate, parseContentDate } from '../../lib/dates/format-date.ts';
import { useContentLanguage } from '../../lib/i18n/content-language.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { useMaintenanceRequest } from '../../entities/maintenance/api/get-maintenance-request.ts';
import { MaintenanceActions } from './maintenance-actions.tsx';
import { MAINTENANCE_PATHS } from './maintenance-paths.ts';
import {
  MaintenanceLiveStatus,
  MaintenancePhotos,
  MaintenanceSlot,
} from '../../entities/maintenance/maintenance-request-body.tsx';
import { MaintenanceReply } from '../../entities/maintenance/maintenance-reply.tsx';
import type { ReportOutcome } from './maintenance-report-page.tsx';
import { placeLabel } from '../../entities/maintenance/maintenance-text.ts';
import { MaintenanceTimeline } from '../../entities/maintenance/maintenance-timeline.tsx';
import '../../entities/maintenance/maintenance.css';

const isOutcome = (state: unknown): state is ReportOutcome =>
  typeof state === 'object' && state !== null && (state as Partial<ReportOutcome>).sent === true;

/**
 * /maintenance/:id (issue #32), where notifications lead: the request's status, place, visit, photos and
 * timeline, the steps the server offers the person and a reply box. Arriving from the form, the heading
 * takes the focus and says it was sent (and which photos failed).
 */
export function MaintenanceRequestPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const id = Number(useParams().id);
  const location = useLocation();
  const request = useMaintenanceRequest(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const outcome = isOutcome(location.state) ? location.state : null;
  const loaded = request.data !== undefined;
  useDocumentTitle(t('maintenance:detail.title', { id }));
  useEffect(() => {
    if (loaded && location.state !== null) heading.current?.focus();
  }, [loaded, location.state]);

  if (request.isPending) return <Loading />;
  if (request.isError) {
    const missing = isApiError(request.error) && request.error.status === 404;
    return (
      <div className="maintenance">
        <Link to={MAINTENANCE_PATHS.list}>{t('maintenance:detail.back')}</Link>
        {missing ? (
          <p className="notice">{t('maintenance:detail.notFound')}</p>
        ) : (
          <RetryNotice message={t('maintenance:detail.loadFailed')} onRetry={() => void request.refetch()} />
        )}
      </div>
    );
  }
  const data = request.data;
  return (
    <div className="maintenance">
      <Link className="maintenance__back" to={MAINTENANCE_PATHS.list}>
        <span aria-hidden="true">‹ </span>
        {t('maintenance:detail.back')}
      </Link>
      <h1 ref={heading} tabIndex={-1}>
        {t(`maintenance:category.${data.category}`)} · {placeLabel(t, data.place)}
      </h1>
      {outcome !== null && (
        <div role="status">
          <p className="maintenance-sent">{t('maintenance:form.sent')}</p>
          {outcome.failedPhotos.length > 0 && (
            <p className="maintenance-field__error">
              {t('maintenance:form.photosFailed', { numbers: outcome.failedPhotos.join(', ') })}
            </p>
          )}
        </div>
      )}
      <MaintenanceLiveStatus status={data.status} />
      <p className="maintenance-card__meta">
        {t('maintenance:detail.title', { id: data.id })} ·{' '}
        {t('maintenance:list.reported', { date: formatLongDate(parseContentDate(data.created), language) })} ·{' '}
        {t(`maintenance:urgency.${data.urgency}`)}
      </p>
      <MaintenanceSlot slot={data.slot} />
      {data.reopen_until !== null && data.actions.includes('reopen') && (
        <p className="notice">
          {t('maintenance:detail.reopenUntil', {
            date: formatDayAndTime(parseContentDate(data.reopen_until), language),
          })}
        </p>
      )}
      <p className="maintenance-detail__description">{data.description}</p>
      {data.entry_allowed && <p className="maintenance-card__meta">{t('maintenance:detail.entryAllowed')}</p>}
      <MaintenancePhotos request={data} />
      <MaintenanceActions request={data} onDone={() => heading.current?.focus()} />
      <MaintenanceTimeline request={data} />
      {!isFinalMaintenanceStatus(data.status) && <MaintenanceReply requestId={data.id} />}
    </div>
  );
}
