import { useLocation } from 'react-router';
import { PeopleFilter } from '../../features/directory/people-filter.tsx';
import { PeopleResults } from '../../features/directory/people-results.tsx';
import type { PeopleSlots } from '../../features/search/people-slots.ts';
import { parseSearchLocation, SEARCH_PATH } from '../../features/search/search-location.ts';
import { SearchPage } from '../../features/search/search-page.tsx';
import { ServiceTreePage } from '../../features/services/service-tree-page.tsx';
import { serviceForms } from './service-forms.tsx';

/** The users tab shows people as the directory does: its cards, person modal and filter panel. */
const people: PeopleSlots = {
  results: (found) => <PeopleResults people={found} />,
  filter: ({ tagIds, onChange }) => <PeopleFilter tagIds={tagIds} onChange={onChange} initiallyOpen />,
};

/**
 * /search/* (spec §2.11): the search screen, or at /search/services/{slug1..3} a campus service opened from
 * the search (the services feature's tree under /search/services). The raw pathname is read, not the
 * decoded route parameter, so keywords holding '&' or '=' stay inside their query segment.
 */
export function SearchScreen() {
  const { pathname, search } = useLocation();
  const location = parseSearchLocation(pathname.slice(SEARCH_PATH.length), new URLSearchParams(search));
  if (location.kind === 'service') {
    return (
      <ServiceTreePage
        basePath={`${SEARCH_PATH}/services`}
        rootParent={0}
        slugs={location.slugs}
        forms={serviceForms}
      />
    );
  }
  return <SearchPage location={location} people={people} />;
}
