import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditEntry } from '@campus/domain/staff';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { useStaffAudit } from './api/get-staff-audit.ts';
import { auditChanges } from './audit-diff.ts';
import { auditQueryOf, withAuditFilters } from './audit-filters.ts';
import { Pager } from './pager.tsx';
import { StaffTable } from './staff-table.tsx';

const known = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** What an entry's target is called: its title today, or its kind and id when it is gone. */
function useTargetName() {
  const { t } = useTranslation();
  return (entry: AuditEntry) => {
    const type = entry.target_type;
    const kind = known(AUDIT_TARGETS, type) ? t(`staff:audit.target.${type}`) : type;
    const title =
      entry.target_title
        ?.replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim() ?? '';
    return title === ''
      ? `${kind} ${entry.target}`
      : t('staff:audit.titled', {
          kind,
          title: Array.from(title).length > 80 ? `${Array.from(title).slice(0, 79).join('')}…` : title,
        });
  };
}

/**
 * /staff/audit (campus editors and administrators): who changed what, when, and the fields changed —
 * people by name and targets by title (issue #33), filtered by person, item and dates, the filters kept in
 * the URL.
 */
export function StaffAuditPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = auditQueryOf(params);
  const audit = useStaffAudit(query);
  const targetName = useTargetName();
  const [person, setPerson] = useState(params.get('person') ?? '');
  const [from, setFrom] = useState(params.get('from') ?? '');
  const [to, setTo] = useState(params.get('to') ?? '');
  useDocumentTitle(t('staff:audit.title'));
  const filtered = ['person', 'type', 'item', 'from', 'to'].some((name) => params.has(name));

  const apply = (event: SyntheticEvent) => {
    event.preventDefault();
    setParams(withAuditFilters(params, { person: person.trim(), from, to }));
  };
  const clear = () => {
    setPerson('');
    setFrom('');
    setTo('');
    setParams(new URLSearchParams());
  };
  const filterLink = (filters: Record<string, string>) => `?${withAuditFilters(params, filters).toString()}`;
  const itemEntry = audit.data?.items.find(
    (entry) => entry.target_type === params.get('type') && entry.target === params.get('item'),
  );

  return (
    <section className="staff-page" aria-labelledby="staff-audit-title">
      <h1 id="staff-audit-title">{t('staff:audit.title')}</h1>
      <form className="staff-audit-filters" aria-label={t('staff:audit.filters')} onSubmit={apply}>
        <label className="staff-field">
          <span>{t('staff:audit.person')}</span>
          <input
            autoComplete="off"
            value={person}
            aria-describedby="staff-audit-person-hint"
            onChange={(event) => {
              setPerson(event.target.value);
            }}
          />
        </label>
        <p id="staff-audit-person-hint" className="staff-field__hint">
          {t('staff:audit.personHint')}
        </p>
        <label className="staff-field">
          <span>{t('staff:audit.from')}</span>
          <input
            type="date"
            value={from}
            onChange={(event) => {
              setFrom(event.target.value);
            }}
          />
        </label>
        <label className="staff-field">
          <span>{t('staff:audit.to')}</span>
          <input
            type="date"
            value={to}
            onChange={(event) => {
              setTo(event.target.value);
            }}
          />
        </label>
        <div className="staff-page__actions">
          <button type="submit" className="button button--primary">
            {t('staff:audit.apply')}
          </button>
          {filtered && (
            <button type="button" className="button" onClick={clear}>
              {t('staff:audit.clear')}
            </button>
          )}
        </div>
      </form>
      {params.has('item') && (
        <p>
          {t('staff:audit.onlyItem', {
            item: itemEntry === undefined ? params.get('item') : targetName(itemEntry),
          })}{' '}
          <Link to={filterLink({ type: '', item: '' })}>{t('staff:audit.allItems')}</Link>
        </p>
      )}
      {/* Announces what the filters found (the table itself is not a live region). */}
      <p role="status" className="visually-hidden">
        {audit.data === undefined ? '' : t('staff:audit.found', { count: audit.data.total })}
      </p>
      {audit.isPending ? (
        <Loading />
      ) : audit.isError ? (
        <RetryNotice message={t('staff:audit.loadFailed')} onRetry={() => void audit.refetch()} />
      ) : audit.data.items.length === 0 ? (
        <p>{t(filtered ? 'staff:audit.noneFound' : 'staff:audit.empty')}</p>
      ) : (
        <>
          <StaffTable
            labelledBy="staff-audit-title"
            columns={[
              { label: t('staff:audit.when') },
              { label: t('staff:audit.who') },
              { label: t('staff:audit.what') },
              { label: t('staff:audit.changes') },
            ]}
          >
            {audit.data.items.map((entry) => (
              <tr key={entry.id} data-testid={`audit-entry-${String(entry.id)}`}>
                <td>{entry.at.slice(0, 16).replace('T', ' ')}</td>
                <td>
                  <Link
                    to={filterLink({ person: entry.actor })}
                    title={t('staff:audit.onlyPerson', { name: entry.actor_name || entry.actor })}
                    onClick={() => {
                      setPerson(entry.actor);
                    }}
                  >
                    {entry.actor_name || entry.actor}
                  </Link>
                  {entry.actor_name !== '' && (
                    <>
                      <br />
                      <small>{entry.actor}</small>
                    </>
                  )}
                </td>
                <td>
                  {known(AUDIT_ACTIONS, entry.action)
                    ? t(`staff:audit.action.${entry.action}`)
                    : entry.action}
                  {' · '}
                  <Link to={filterLink({ type: entry.target_type, item: entry.target })}>
                    {targetName(entry)}
                  </Link>
                </td>
                <td>
                  <dl className="staff-diff">
                    {auditChanges(entry.before, entry.after).map((change) => (
                      <div key={change.field}>
                        <dt>{change.field}</dt>
                        <dd>{t('staff:audit.change', { before: change.before, after: change.after })}</dd>
                      </div>
                    ))}
                  </dl>
                </td>
              </tr>
            ))}
          </StaffTable>
          <Pager
            page={query.page}
            totalPages={audit.data.totalPages}
            onPage={(page) => {
              setParams(withAuditFilters(params, { page: page === 1 ? '' : String(page) }));
            }}
          />
        </>
      )}
    </section>
  );
}
