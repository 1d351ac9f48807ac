import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Loading } from '../../ui/loading.tsx';
import { useAreaOpenRequests } from './api/get-area-open-requests.ts';
import { useFollowMaintenanceRequest } from './api/follow-maintenance-request.ts';
import { MaintenanceStatusBadge } from '../../entities/maintenance/maintenance-status-badge.tsx';
import { MAINTENANCE_PATHS } from './maintenance-paths.ts';

/**
 * Before a common-area report: what is already reported there, each with "Me too" (the person then
 * follows it and is told of its progress), so the team gets one request per broken machine. `onNone` is
 * the person's "mine is not in this list", which lets them write a new one.
 */
export function AreaOpenRequests({ area, onNone }: { area: number; onNone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useAreaOpenRequests(area);
  const follow = useFollowMaintenanceRequest();
  if (open.isPending) return <Loading />;
  // Without the list, the person may still report: a failed check must not block a report.
  if (open.isError || open.data.length === 0) return null;
  return (
    <section className="maintenance-open" aria-labelledby="maintenance-open-title">
      <h2 id="maintenance-open-title" className="maintenance-field__label">
        {t('maintenance:form.openInArea')}
      </h2>
      <p>{t('maintenance:form.openInAreaHint')}</p>
      <ul className="maintenance-open__list">
        {open.data.map((request) => (
          <li key={request.id} className="maintenance-open__item">
            <p className="maintenance-open__title">
              {t(`maintenance:category.${request.category}`)}{' '}
              <MaintenanceStatusBadge status={request.status} />
            </p>
            <p>{request.description}</p>
            <p className="maintenance-card__meta">
              {t('maintenance:form.followers', { count: request.followers + 1 })}
            </p>
            {request.following ? (
              <p className="maintenance-open__done">{t('maintenance:form.meTooDone')}</p>
            ) : (
              <BusyButton
                className="button button--primary"
                busy={follow.isPending && follow.variables === request.id}
                aria-label={t('maintenance:form.meTooFor', { description: request.description })}
                onClick={() => {
                  follow.mutate(request.id, {
                    onSuccess: (followed) =>
                      void navigate(MAINTENANCE_PATHS.request(followed.id), { state: { followed: true } }),
                  });
                }}
              >
                {t('maintenance:form.meToo')}
              </BusyButton>
            )}
          </li>
        ))}
      </ul>
      {follow.isError && (
        <p className="maintenance-field__error" role="alert">
          {t('maintenance:form.meTooFailed')}
        </p>
      )}
      <button type="button" className="button button--quiet" onClick={onNone}>
        {t('maintenance:form.notListed')}
      </button>
    </section>
  );
}
