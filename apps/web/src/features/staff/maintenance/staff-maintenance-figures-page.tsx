import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Loading } from '../../../ui/loading.tsx';
import { RetryNotice } from '../../../ui/retry-notice.tsx';
import { useMaintenanceFigures } from './api/get-maintenance-figures.ts';
import { formatDuration } from './durations.ts';
import { figuresQueryOf } from './figures-period.ts';
import { MaintenanceTabs } from './maintenance-tabs.tsx';
import './staff-maintenance.css';

/**
 * /staff/maintenance/figures (issue #32): per house the caller answers for, the requests open now, those
 * reported over the period and their median times to the team's first answer and to resolution, written
 * as people say durations. The period is in the URL, so a reload or a shared link shows the same figures.
 */
export function StaffMaintenanceFiguresPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const [params, setParams] = useSearchParams();
  const query = figuresQueryOf(params, language);
  const figures = useMaintenanceFigures(query);
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');
  useDocumentTitle(t('staff-maintenance:figures.title'));
  const median = (minutes: number | null) =>
    minutes === null ? t('staff-maintenance:figures.none') : formatDuration(t, minutes);

  const apply = (event: SyntheticEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (from !== '') next.set('from', from);
    if (to !== '') next.set('to', to);
    setParams(next);
  };
  const periodError = figures.isError && from !== '' && to !== '' && from > to;

  return (
    <section className="staff-page" aria-labelledby="staff-maintenance-figures-title">
      <h1 id="staff-maintenance-figures-title">{t('staff-maintenance:figures.title')}</h1>
      <MaintenanceTabs />
      <form className="staff-filters" aria-label={t('staff-maintenance:figures.period')} onSubmit={apply}>
        <label className="staff-field">
          <span>{t('staff-maintenance:figures.from')}</span>
          <input
            type="date"
            value={from}
            max={to === '' ? undefined : to}
            onChange={(event) => {
              setFrom(event.target.value);
            }}
          />
        </label>
        <label className="staff-field">
          <span>{t('staff-maintenance:figures.to')}</span>
          <input
            type="date"
            value={to}
            min={from === '' ? undefined : from}
            onChange={(event) => {
              setTo(event.target.value);
            }}
          />
        </label>
        <button type="submit" className="button button--primary">
          {t('staff-maintenance:figures.apply')}
        </button>
      </form>
      <p className="staff-field__hint">
        {query.from === undefined && query.to === undefined
          ? t('staff-maintenance:figures.defaultPeriod')
          : t('staff-maintenance:figures.periodShown', {
              from: query.from ?? '…',
              to: query.to ?? t('staff-maintenance:figures.today'),
            })}
      </p>
      {figures.isPending ? (
        <Loading />
      ) : figures.isError ? (
        periodError ? (
          <p className="staff-field__error" role="alert">
            {t('staff-maintenance:figures.badPeriod')}
          </p>
        ) : (
          <RetryNotice
            message={t('staff-maintenance:figures.loadFailed')}
            onRetry={() => void figures.refetch()}
          />
        )
      ) : figures.data.length === 0 ? (
        <p>{t('staff-maintenance:figures.empty')}</p>
      ) : (
        <ul className="staff-maintenance-queue" aria-labelledby="staff-maintenance-figures-title">
          {figures.data.map((row) => (
            <li
              key={row.house.id}
              className="staff-maintenance-card"
              data-testid={`figures-${String(row.house.id)}`}
            >
              <h2 className="staff-maintenance-card__title">{row.house.name}</h2>
              <dl className="staff-maintenance-facts">
                <div>
                  <dt>{t('staff-maintenance:figures.open')}</dt>
                  <dd>{row.open}</dd>
                </div>
                <div>
                  <dt>{t('staff-maintenance:figures.reported')}</dt>
                  <dd>{row.reported}</dd>
                </div>
                <div>
                  <dt>{t('staff-maintenance:figures.firstAnswer')}</dt>
                  <dd>{median(row.median_first_answer_minutes)}</dd>
                </div>
                <div>
                  <dt>{t('staff-maintenance:figures.resolution')}</dt>
                  <dd>{median(row.median_resolution_minutes)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
