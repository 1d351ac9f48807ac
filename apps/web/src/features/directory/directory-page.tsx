import { friendIds } from '@campus/domain/relation';
import { useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useParams } from 'react-router';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import { pendingRequests, useRelations } from './api/get-relations.ts';
import { useUsers } from './api/get-users.ts';
import { FilterButton } from './filter-button.tsx';
import { FilterPanel } from './filter-panel.tsx';
import {
  activeFilterCount,
  filterPanelReducer,
  initialFilterPanelState,
  selectedTagIds,
} from './filter-panel-machine.ts';
import { PendingBanner } from './pending-banner.tsx';
import { PeopleResults } from './people-results.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import './directory.css';

/** /directory/all: every member the viewer may find; /directory itself lists the viewer's contacts. */
export const ALL_MEMBERS_SLUG = 'all';

/**
 * Spec §2.9: the directory. /directory (and /directory/{slug}, /directory/contacts included) lists the
 * contacts the viewer has a relation with, the §4 friends list; /directory/all lists the members the viewer
 * may find (the server applies §6), each with their relation status. A filter panel narrows either by tags,
 * a round button leads to the user search, and a banner announces pending requests.
 */
export function DirectoryPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const contactsOnly = slug !== ALL_MEMBERS_SLUG;
  const viewerId = useConnection().user?.id ?? 0;
  useDocumentTitle(t('directory:title'));

  const [panel, dispatch] = useReducer(filterPanelReducer, initialFilterPanelState);
  const relations = useRelations();
  const relationList = useMemo(() => relations.data ?? [], [relations.data]);
  const tagIds = selectedTagIds(panel);
  const include = contactsOnly
    ? friendIds(
        viewerId,
        relationList.map((relation) => relation.acf),
      )
    : null;
  const users = useUsers({ tagIds, include });
  const filters = activeFilterCount(panel);
  const people = users.data?.pages.flatMap((page) => page.users) ?? [];
  const waitingForContacts = contactsOnly && relations.isPending;
  const total = users.data?.pages[0]?.total ?? 0;
  // What a screen reader hears after each filter or request: the count, not every card again.
  const status =
    users.isPending || waitingForContacts || users.isError || (users.isFetching && !users.isFetchingNextPage)
      ? ''
      : total === 0
        ? t('directory:found.none')
        : t(total === 1 ? 'directory:found.one' : 'directory:found.other', { count: total });

  let list;
  if (users.isPending || waitingForContacts) list = <Loading />;
  else if (users.isError || (contactsOnly && relations.isError)) {
    list = <RetryNotice message={t('directory:error')} onRetry={() => void users.refetch()} />;
  } else if (people.length === 0) list = <p className="directory__empty">{t('directory:empty')}</p>;
  else {
    list = (
      <>
        <PeopleResults
          label={contactsOnly ? t('directory:myContacts') : t('directory:allMembers')}
          people={people}
        />
        {users.hasNextPage && (
          <button
            type="button"
            className="button directory__more"
            disabled={users.isFetchingNextPage}
            onClick={() => void users.fetchNextPage()}
          >
            {t('directory:more')}
          </button>
        )}
      </>
    );
  }

  return (
    <div className="directory">
      <header className="page-header directory__header">
        <h1 className="page-header__title">{t('directory:title')}</h1>
        <div className="directory__tools">
          <FilterButton
            activeFilters={filters}
            expanded={panel.view.name !== 'closed'}
            onClick={() => {
              dispatch({ type: panel.view.name === 'closed' ? 'open' : 'close' });
            }}
          />
          <NavLink className="directory__search" to="/search/users/s=" aria-label={t('directory:search')}>
            <SearchIcon />
          </NavLink>
        </div>
      </header>
      <PendingBanner count={pendingRequests(viewerId, relationList).length} />
      <nav className="directory__views" aria-label={t('directory:views')}>
        {/* Marked by hand: every slug but "all" (/directory/contacts included) is the contacts view. */}
        <Link to="/directory" aria-current={contactsOnly ? 'page' : undefined}>
          {t('directory:myContacts')}
        </Link>
        <Link to={`/directory/${ALL_MEMBERS_SLUG}`} aria-current={contactsOnly ? undefined : 'page'}>
          {t('directory:allMembers')}
        </Link>
      </nav>
      <div className="directory__body">
        <FilterPanel state={panel} dispatch={dispatch} />
        {/* Always there, so the count is announced as it changes; the list itself is not live. */}
        <p className="visually-hidden" role="status">
          {status}
        </p>
        <section className="directory__results" aria-busy={users.isFetching}>
          {list}
        </section>
      </div>
    </div>
  );
}
