import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useContentLanguage } from '../../lib/i18n/content-language.ts';
import { formatLongDate, parseContentDate } from '../../lib/dates/format-date.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { useMaintenanceRequests } from './api/get-maintenance-requests.ts';
import { MaintenanceStatusBadge } from '../../entities/maintenance/maintenance-status-badge.tsx';
import { placeLabel } from '../../entities/maintenance/maintenance-text.ts';
import { MAINTENANCE_PATHS } from './maintenance-paths.ts';
import '../../entities/maintenance/maintenance.css';

/** The page number in the URL (`?page=2`), so Back and a shared link keep it; 1 when absent or garbled. */
function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1');
  const valid = Number.isInteger(page) && page >= 1 ? page : 1;
  return [
    valid,
    (next) => {
      setParams(next === 1 ? {} : { page: String(next) });
    },
  ];
}

/** /maintenance (issue #32): the person's requests and those they added "me too" to, newest first. */
export function MaintenanceRequestsPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const [page, setPage] = usePageParam();
  const requests = useMaintenanceRequests(page);
  useDocumentTitle(t('maintenance:list.title'));

  return (
    <div className="maintenance">
      <div className="maintenance__header">
        <h1>{t('maintenance:list.title')}</h1>
        <Link className="button button--primary" to={MAINTENANCE_PATHS.report}>
          {t('maintenance:list.report')}
        </Link>
      </div>
      {requests.isPending ? (
        <Loading />
      ) : requests.isError ? (
        <RetryNotice message={t('maintenance:list.loadFailed')} onRetry={() => void requests.refetch()} />
      ) : requests.data.items.length === 0 ? (
        <p className="list-state">{t('maintenance:list.empty')}</p>
      ) : (
        <>
          <ul className="maintenance__list">
            {requests.data.items.map((request) => (
              <li key={request.id}>
                <Link className="maintenance-card" to={MAINTENANCE_PATHS.request(request.id)}>
                  <span className="maintenance-card__title">
                    {t(`maintenance:category.${request.category}`)}
                    <span className="maintenance-card__place"> · {placeLabel(t, request.place)}</span>
                  </span>
                  <MaintenanceStatusBadge status={request.status} />
                  <span className="maintenance-card__meta">
                    {t('maintenance:list.reported', {
                      date: formatLongDate(parseContentDate(request.created), language),
                    })}
                    {request.relation === 'follower' && <> · {t('maintenance:list.following')}</>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {requests.data.totalPages > 1 && (
            <nav className="maintenance__paging" aria-label={t('maintenance:list.title')}>
              <button
                type="button"
                className="button button--quiet"
                disabled={page <= 1}
                onClick={() => {
                  setPage(page - 1);
                }}
              >
                {t('maintenance:list.previous')}
              </button>
              <span aria-live="polite">
                {t('maintenance:list.pageOf', { page, pages: requests.data.totalPages })}
              </span>
              <button
                type="button"
                className="button button--quiet"
                disabled={page >= requests.data.totalPages}
                onClick={() => {
                  setPage(page + 1);
                }}
              >
                {t('maintenance:list.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
