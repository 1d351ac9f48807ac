import { STAFF_CONTENT_TYPES, STAFF_LIST_STATES, type StaffItemSummary } from '@campus/domain/staff';
import { staffListState } from '@campus/domain/staff-item-actions';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useHouseTerms } from '../../entities/house/api/get-house-terms.ts';
import { useContentLanguage } from '../../lib/i18n/content-language.ts';
import { houseName } from '../../entities/house/house-name.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { useStaffItems } from './api/get-staff-items.ts';
import { FilterSelect } from './filter-select.tsx';
import { itemListQueryOf, SHOW_ALL_PARAM, withFilter } from './item-list-filters.ts';
import { Pager } from './pager.tsx';
import { isCampusEditor, useStaffContext } from './staff-context.ts';
import { StatusBadge } from './status-badge.tsx';
import { StaffTable } from './staff-table.tsx';

/** /staff/items: the items the caller may see, filtered by the URL's query, a page at a time. */
export function StaffItemsPage() {
  const { t } = useTranslation();
  const { me } = useStaffContext();
  const language = useContentLanguage();
  const [params, setParams] = useSearchParams();
  const query = itemListQueryOf(params);
  const items = useStaffItems(query);
  // A house editor also sees other houses' published items: their names come from the house terms.
  const houseTerms = useHouseTerms();
  useDocumentTitle(t('staff:items.title'));

  const campusEditor = isCampusEditor(me);
  const setFilter = (name: string, value: string) => {
    setParams((previous) => withFilter(previous, name, value));
  };
  const houseNamed = (id: number) => {
    const term = houseTerms.data?.find((house) => house.id === id);
    if (term !== undefined) return houseName(term, language);
    return me.houses.find((house) => house.id === id)?.name ?? String(id);
  };
  const titleOf = (item: StaffItemSummary) =>
    item.title[language] ?? item.title[language === 'fr' ? 'en' : 'fr'] ?? t('staff:items.untitled');

  return (
    <section className="staff-page" aria-labelledby="staff-items-title">
      <header className="staff-page__header">
        <h1 id="staff-items-title">{t('staff:items.title')}</h1>
        <div className="staff-page__actions">
          {STAFF_CONTENT_TYPES.map((type) => (
            <Link key={type} className="button button--primary" to={`/staff/items/${type}/new`}>
              {t(`staff:items.new.${type}`)}
            </Link>
          ))}
        </div>
      </header>
      {campusEditor && (
        <p>
          <Link
            className="button"
            to={`?${withFilter(new URLSearchParams(), 'status', 'pending').toString()}`}
          >
            {t('staff:items.needsReview')}
          </Link>
        </p>
      )}
      <form
        className="staff-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const search = new FormData(event.currentTarget).get('search');
          setFilter('search', typeof search === 'string' ? search.trim() : '');
        }}
      >
        <label className="staff-field">
          <span>{t('staff:items.search')}</span>
          <input name="search" type="search" defaultValue={query.search ?? ''} key={query.search ?? ''} />
        </label>
        <button type="submit" className="button">
          {t('staff:items.searchButton')}
        </button>
        <FilterSelect
          anyLabel={t('staff:items.filter.all')}
          label={t('staff:items.filter.type')}
          value={query.type ?? ''}
          onChange={(value) => {
            setFilter('type', value);
          }}
          options={STAFF_CONTENT_TYPES.map((type) => ({ value: type, label: t(`staff:type.${type}`) }))}
        />
        <FilterSelect
          anyLabel={t('staff:items.filter.all')}
          label={t('staff:items.filter.status')}
          value={query.status ?? ''}
          onChange={(value) => {
            setFilter('status', value);
          }}
          options={STAFF_LIST_STATES.map((status) => ({ value: status, label: t(`staff:status.${status}`) }))}
        />
        <FilterSelect
          anyLabel={t('staff:items.filter.all')}
          label={t('staff:items.filter.house')}
          value={query.house === undefined ? '' : String(query.house)}
          onChange={(value) => {
            setFilter('house', value);
          }}
          options={me.houses.map((house) => ({ value: String(house.id), label: house.name }))}
        />
        <FilterSelect
          anyLabel={t('staff:items.filter.all')}
          label={t('staff:items.filter.language')}
          value={query.language ?? ''}
          onChange={(value) => {
            setFilter('language', value);
          }}
          options={[
            { value: 'fr', label: t('staff:language.fr') },
            { value: 'en', label: t('staff:language.en') },
          ]}
        />
        {!campusEditor && (
          // A campus editor may change every item: for them the two lists are the same.
          <label className="staff-check staff-check--filter">
            <input
              type="checkbox"
              checked={params.get(SHOW_ALL_PARAM) === '1'}
              onChange={(event) => {
                setFilter(SHOW_ALL_PARAM, event.target.checked ? '1' : '');
              }}
            />
            <span>{t('staff:items.showAll')}</span>
          </label>
        )}
      </form>
      {items.isPending ? (
        <Loading />
      ) : items.isError ? (
        <RetryNotice message={t('staff:items.loadFailed')} onRetry={() => void items.refetch()} />
      ) : items.data.items.length === 0 ? (
        <p>{t('staff:items.empty')}</p>
      ) : (
        <>
          <p className="staff-page__count" aria-live="polite">
            {t(items.data.total === 1 ? 'staff:items.count.one' : 'staff:items.count.other', {
              count: items.data.total,
            })}
          </p>
          <StaffTable
            labelledBy="staff-items-title"
            columns={[
              { label: t('staff:items.column.title') },
              { label: t('staff:items.column.type') },
              { label: t('staff:items.column.houses') },
              { label: t('staff:items.column.status') },
              { label: t('staff:items.column.author') },
              { label: t('staff:items.column.modified') },
            ]}
          >
            {items.data.items.map((item) => (
              <tr key={`${item.type}-${item.group}`}>
                <td>
                  {/* An item the caller cannot change opens read-only, with the reason. */}
                  <Link to={`/staff/items/${item.type}/${encodeURIComponent(item.group)}`}>
                    {titleOf(item)}
                  </Link>
                  {item.review_note !== '' && item.status === 'draft' && (
                    <p className="staff-table__note">
                      {t('staff:items.reviewNote', { note: item.review_note })}
                    </p>
                  )}
                </td>
                <td>{t(`staff:type.${item.type}`)}</td>
                <td>
                  {item.houses.length === 0
                    ? t('staff:items.campus')
                    : item.houses.map(houseNamed).join(', ')}
                </td>
                <td>
                  <StatusBadge status={staffListState(item.status, item.review_note)} />
                  {item.staged !== null && (
                    <span className="staff-badge staff-badge--staged">
                      {t(`staff:items.staged.${item.staged}`)}
                    </span>
                  )}
                </td>
                <td>{item.author.display_name || item.author.username}</td>
                <td>{item.modified.slice(0, 16).replace('T', ' ')}</td>
              </tr>
            ))}
          </StaffTable>
          <Pager
            page={query.page}
            totalPages={items.data.totalPages}
            onPage={(page) => {
              setFilter('page', page === 1 ? '' : String(page));
            }}
          />
        </>
      )}
    </section>
  );
}
