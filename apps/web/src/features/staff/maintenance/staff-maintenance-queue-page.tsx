import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_STATUSES,
  MAINTENANCE_URGENCIES,
} from '@campus/domain/maintenance-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { RetryNotice } from '../../../ui/retry-notice.tsx';
import { Pager } from '../pager.tsx';
import { useDownloadMaintenanceCsv } from './api/download-maintenance-csv.ts';
import { useMaintenanceHouses } from './api/get-maintenance-houses.ts';
import { useMaintenanceQueue } from './api/get-maintenance-queue.ts';
import { MaintenanceTabs } from './maintenance-tabs.tsx';
import { QueueCard } from './queue-card.tsx';
import { QUEUE_AGES, isFiltered, queueFilterOf, queueQueryOf, withQueueFilter } from './queue-filters.ts';
import { FilterSelect } from '../filter-select.tsx';
import '../../../entities/maintenance/maintenance.css';
import './staff-maintenance.css';

/**
 * /staff/maintenance (issue #32): the triage queue of the houses the caller answers for, oldest first,
 * filtered by house, status, category, urgency, age, assignee and room or area — the filters in the URL,
 * so that a reload or Back keeps them — with its total, pages and the same rows as a CSV download.
 */
export function StaffMaintenanceQueuePage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const [params, setParams] = useSearchParams();
  const query = queueQueryOf(params, language);
  const queue = useMaintenanceQueue(query);
  const houses = useMaintenanceHouses();
  const csv = useDownloadMaintenanceCsv();
  // Ages are counted from when the page was opened: a list that changes under the reader helps nobody.
  const [now] = useState(() => Date.now());
  useDocumentTitle(t('staff-maintenance:queue.title'));
  const setFilter = (name: string, value: string) => {
    setParams(withQueueFilter(params, name, value));
  };
  const houseList = houses.data ?? [];
  const chosenHouses =
    query.house === undefined ? houseList : houseList.filter((house) => house.id === query.house);
  const areas = chosenHouses.flatMap((house) =>
    house.areas.map((area) => ({
      value: String(area.id),
      label: chosenHouses.length > 1 ? `${area.name} (${house.name})` : area.name,
    })),
  );
  const team = new Map<number, string>();
  for (const house of chosenHouses) for (const person of house.team) team.set(person.id, person.name);
  const statusValue =
    params.get('status') === 'all' ? 'all' : query.status === 'open' ? '' : (query.status ?? '');

  return (
    <section className="staff-page" aria-labelledby="staff-maintenance-title">
      <header className="staff-page__header">
        <h1 id="staff-maintenance-title">{t('staff-maintenance:queue.title')}</h1>
        <div className="staff-page__actions">
          <BusyButton
            className="button"
            busy={csv.isPending}
            onClick={() => {
              csv.mutate(queueFilterOf(params, language));
            }}
          >
            {t('staff-maintenance:queue.csv')}
          </BusyButton>
        </div>
      </header>
      <MaintenanceTabs />
      {csv.isError && (
        <p className="staff-field__error" role="alert">
          {t('staff-maintenance:queue.csvFailed')}
        </p>
      )}
      <form
        className="staff-filters staff-maintenance-filters"
        role="search"
        aria-label={t('staff-maintenance:queue.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          const room = new FormData(event.currentTarget).get('room');
          setFilter('room', typeof room === 'string' ? room.trim() : '');
        }}
      >
        {houseList.length > 1 && (
          <FilterSelect
            anyLabel={t('staff-maintenance:filter.any')}
            label={t('staff-maintenance:filter.house')}
            value={query.house === undefined ? '' : String(query.house)}
            onChange={(value) => {
              setFilter('house', value);
            }}
            options={houseList.map((house) => ({ value: String(house.id), label: house.name }))}
          />
        )}
        <FilterSelect
          label={t('staff-maintenance:filter.status')}
          value={statusValue}
          anyLabel={t('staff-maintenance:filter.open')}
          onChange={(value) => {
            setFilter('status', value);
          }}
          options={[
            { value: 'all', label: t('staff-maintenance:filter.allStatuses') },
            ...MAINTENANCE_STATUSES.map((status) => ({
              value: status,
              label: t(`maintenance:status.${status}`),
            })),
          ]}
        />
        <FilterSelect
          anyLabel={t('staff-maintenance:filter.any')}
          label={t('staff-maintenance:filter.category')}
          value={query.category ?? ''}
          onChange={(value) => {
            setFilter('category', value);
          }}
          options={MAINTENANCE_CATEGORIES.map((category) => ({
            value: category,
            label: t(`maintenance:category.${category}`),
          }))}
        />
        <FilterSelect
          anyLabel={t('staff-maintenance:filter.any')}
          label={t('staff-maintenance:filter.urgency')}
          value={query.urgency ?? ''}
          onChange={(value) => {
            setFilter('urgency', value);
          }}
          options={MAINTENANCE_URGENCIES.map((urgency) => ({
            value: urgency,
            label: t(`maintenance:urgency.${urgency}`),
          }))}
        />
        <FilterSelect
          anyLabel={t('staff-maintenance:filter.any')}
          label={t('staff-maintenance:filter.age')}
          value={query.older_than_days === undefined ? '' : String(query.older_than_days)}
          onChange={(value) => {
            setFilter('age', value);
          }}
          options={QUEUE_AGES.map((days) => ({
            value: String(days),
            label: t('staff-maintenance:filter.olderThan', { count: days }),
          }))}
        />
        <FilterSelect
          anyLabel={t('staff-maintenance:filter.any')}
          label={t('staff-maintenance:filter.assignee')}
          value={query.assignee === undefined ? '' : String(query.assignee)}
          onChange={(value) => {
            setFilter('assignee', value);
          }}
          options={[
            { value: 'me', label: t('staff-maintenance:filter.mine') },
            { value: 'none', label: t('staff-maintenance:filter.nobody') },
            ...[...team].map(([id, name]) => ({ value: String(id), label: name })),
          ]}
        />
        {areas.length > 0 && (
          <FilterSelect
            anyLabel={t('staff-maintenance:filter.any')}
            label={t('staff-maintenance:filter.area')}
            value={query.area === undefined ? '' : String(query.area)}
            onChange={(value) => {
              setFilter('area', value);
            }}
            options={areas}
          />
        )}
        <div className="staff-maintenance-room">
          <label className="staff-field">
            <span>{t('staff-maintenance:filter.room')}</span>
            <input
              name="room"
              type="search"
              maxLength={40}
              defaultValue={query.room ?? ''}
              key={query.room ?? ''}
            />
          </label>
          <button type="submit" className="button">
            {t('staff-maintenance:filter.roomApply')}
          </button>
        </div>
        {isFiltered(params) && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setParams(new URLSearchParams());
            }}
          >
            {t('staff-maintenance:filter.clear')}
          </button>
        )}
      </form>
      <p className="staff-page__count" aria-live="polite">
        {queue.data === undefined ? '' : t('staff-maintenance:queue.count', { count: queue.data.total })}
      </p>
      {queue.isPending ? (
        <Loading />
      ) : queue.isError ? (
        <RetryNotice message={t('staff-maintenance:queue.loadFailed')} onRetry={() => void queue.refetch()} />
      ) : queue.data.items.length === 0 ? (
        <p>{t(isFiltered(params) ? 'staff-maintenance:queue.noneFound' : 'staff-maintenance:queue.empty')}</p>
      ) : (
        <>
          <ul className="staff-maintenance-queue" aria-labelledby="staff-maintenance-title">
            {queue.data.items.map((request) => (
              <QueueCard
                key={request.id}
                request={request}
                now={now}
                queueSearch={params.size > 0 ? `?${params.toString()}` : ''}
              />
            ))}
          </ul>
          <Pager
            page={query.page}
            totalPages={queue.data.totalPages}
            onPage={(page) => {
              setFilter('page', page === 1 ? '' : String(page));
            }}
          />
        </>
      )}
    </section>
  );
}
