import {
  SEARCH_ALL_PER_CATEGORY,
  SEARCH_CATEGORIES,
  type SearchCategory,
  type SearchResultCategory,
} from '@campus/domain/search';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useIsWideScreen } from '../../lib/use-media-query.ts';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { canSearch, criteriaFor, useSearchResults } from './api/get-search-results.ts';
import type { PeopleSlots } from './people-slots.ts';
import { SearchBox } from './search-box.tsx';
import { SearchFilterChips } from './search-filter-chips.tsx';
import { SEARCH_PATH, searchPath, type SearchCriteria, type SearchLocation } from './search-location.ts';
import { SearchResultList } from './search-result-list.tsx';
import './search.css';

type ResultsLocation = Exclude<SearchLocation, { kind: 'service' }>;

/**
 * The search screen of spec §2.11: the search box, the category tabs (all, news, events, services, users,
 * places) and the results of the tab. Its whole state is its URL (search-location.ts), so a search can be
 * shared, reloaded and walked through with the back button.
 */
export function SearchPage({ location, people }: { location: ResultsLocation; people: PeopleSlots }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { criteria } = location;
  const current: string = location.category;
  // Each tab is its own view: "Users · Search".
  useDocumentTitle(
    location.kind === 'results' ? t(`search:category.${location.category}`) : t('search:title'),
    location.kind === 'results' ? t('search:title') : undefined,
  );
  const tabCategory: SearchCategory = location.kind === 'results' ? location.category : 'all';

  return (
    <div className="search">
      <header className="page-header search__header">
        <h1 className="page-header__title">{t('search:title')}</h1>
        <SearchBox
          text={criteria.text}
          onSearch={(text) => {
            // Type-ahead replaces the entry: the back button leaves the search, not each keystroke.
            void navigate(searchPath(tabCategory, { ...criteria, text: text.trim() }), { replace: true });
          }}
          onClear={() => {
            void navigate(`${SEARCH_PATH}/`);
          }}
        />
      </header>
      <Tabs
        className="search__tabs"
        label={t('search:categories')}
        tabs={SEARCH_CATEGORIES.map((category) => ({
          to: searchPath(category, criteria),
          label: t(`search:category.${category}`),
          current: category === current,
          replace: true,
        }))}
      />
      {/* The people filters apply where people are listed: the 'all' tab's people group and the users tab. */}
      {(current === 'all' || current === 'users') && (
        <SearchFilterChips
          criteria={criteria}
          onChange={(changed) => {
            void navigate(searchPath(tabCategory, changed), { replace: true });
          }}
        />
      )}
      <section className="search__results" aria-label={t('search:results')}>
        {location.kind === 'unknown' ? (
          <p className="search__message">{t('search:notImplemented')}</p>
        ) : location.category === 'all' ? (
          <AllResults criteria={criteria} people={people} />
        ) : location.category === 'users' ? (
          <PeopleResults criteria={criteria} people={people} />
        ) : (
          <CategoryResults category={location.category} criteria={criteria} people={people} />
        )}
      </section>
    </div>
  );
}

function Searching() {
  const { t } = useTranslation();
  return (
    <p className="search__message" role="status" aria-busy="true">
      {t('search:searching')}
    </p>
  );
}

function NoResults() {
  const { t } = useTranslation();
  return (
    <p className="search__message" role="status">
      {t('search:noResults')}
    </p>
  );
}

function Prompt() {
  const { t } = useTranslation();
  return <p className="search__message">{t('search:prompt')}</p>;
}

/** One category's results page by page, with 'more' (spec §4 Search). */
function CategoryResults({
  category,
  criteria,
  people,
}: {
  category: SearchResultCategory;
  criteria: SearchCriteria;
  people: PeopleSlots;
}) {
  const { t } = useTranslation();
  const query = useSearchResults(category, criteria);
  if (!canSearch(category, criteriaFor(category, criteria))) return <Prompt />;
  if (query.isPending) return <Searching />;
  if (query.isError) {
    return <RetryNotice message={t('search:error')} onRetry={() => void query.refetch()} />;
  }
  const results = query.data.pages.flatMap((page) => page.results);
  if (results.length === 0) return <NoResults />;
  return (
    <div aria-busy={query.isFetching}>
      <SearchResultList category={category} results={results} people={people} />
      {query.hasNextPage && (
        <button
          type="button"
          className="button search__more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('search:more')}
        </button>
      )}
    </div>
  );
}

/** The users tab: the people found, with the directory's filter panel on wide screens. */
function PeopleResults({ criteria, people }: { criteria: SearchCriteria; people: PeopleSlots }) {
  const navigate = useNavigate();
  const wide = useIsWideScreen();
  return (
    <div className="search__people">
      {wide &&
        people.filter({
          tagIds: criteria.tagIds,
          onChange: (tagIds) => {
            void navigate(searchPath('users', { ...criteria, tagIds }), { replace: true });
          },
        })}
      <div className="search__people-results">
        <CategoryResults category="users" criteria={criteria} people={people} />
      </div>
    </div>
  );
}

const RESULT_GROUPS: readonly SearchResultCategory[] = ['news', 'events', 'services', 'users', 'places'];

/** 'all': the first 3 results of each category, each with 'See all results' when it has more (§2.11). */
function AllResults({ criteria, people }: { criteria: SearchCriteria; people: PeopleSlots }) {
  const { t } = useTranslation();
  // One query per category, in a fixed order; each category's tab reuses its first page.
  const queries = {
    news: useSearchResults('news', criteria),
    events: useSearchResults('events', criteria),
    services: useSearchResults('services', criteria),
    users: useSearchResults('users', criteria),
    places: useSearchResults('places', criteria),
  };
  const searchable = RESULT_GROUPS.filter((category) => canSearch(category, criteriaFor(category, criteria)));
  if (searchable.length === 0) return <Prompt />;
  const loading = searchable.some((category) => queries[category].isPending);
  const groups = searchable.flatMap((category) => {
    const query = queries[category];
    if (query.isError) {
      return [
        <RetryNotice
          key={category}
          message={t('search:groupError', { category: t(`search:category.${category}`) })}
          onRetry={() => void query.refetch()}
        />,
      ];
    }
    const first = query.data?.pages[0];
    if (first === undefined || first.results.length === 0) return [];
    return [
      <section key={category} className="search-group" aria-labelledby={`search-group-${category}`}>
        <h2 id={`search-group-${category}`} className="search-group__title">
          {t(`search:category.${category}`)}
          <span className="search-group__count">
            {first.total === 1
              ? t('search:count.one', { count: first.total })
              : t('search:count.other', { count: first.total })}
          </span>
        </h2>
        <SearchResultList
          category={category}
          results={first.results.slice(0, SEARCH_ALL_PER_CATEGORY)}
          people={people}
        />
        {first.total > SEARCH_ALL_PER_CATEGORY && (
          <Link className="search-group__all" to={searchPath(category, criteria)}>
            {t('search:seeAll')}
            <span className="visually-hidden"> ({t(`search:category.${category}`)})</span>
          </Link>
        )}
      </section>,
    ];
  });
  return (
    <>
      {groups}
      {loading ? <Searching /> : groups.length === 0 && <NoResults />}
    </>
  );
}
