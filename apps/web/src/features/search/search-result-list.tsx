import type { SearchResult, SearchResultCategory } from '@campus/domain/search';
import { Link } from 'react-router';
import { ContentImage } from '../../ui/content-image.tsx';
import { useContentLanguage } from '../../lib/i18n/content-language.ts';
import type { PeopleSlots } from './people-slots.ts';
import { peopleOf, searchItemOf } from './search-items.ts';

/**
 * Results of one category: people as the directory shows them (through the app's slot), anything else as
 * links to their detail — a news or event modal that closes back here, a service inside the search, a
 * place on the map.
 */
export function SearchResultList({
  category,
  results,
  people,
}: {
  category: SearchResultCategory;
  results: readonly SearchResult[];
  people: PeopleSlots;
}) {
  const language = useContentLanguage();
  if (category === 'users') return people.results(peopleOf(results));
  const items = results.flatMap((result) => searchItemOf(category, result, language) ?? []);
  return (
    <ul className="search-results__list">
      {items.map((item) => (
        <li key={item.key}>
          <Link className="search-result" to={item.to} state={{ fromList: true }}>
            {item.image !== null ? (
              <ContentImage className="search-result__image" src={item.image} />
            ) : (
              <span className="search-result__image search-result__image--none" aria-hidden="true" />
            )}
            <span className="search-result__text">
              <span className="search-result__title">{item.title}</span>
              {item.detail !== '' && <span className="search-result__detail">{item.detail}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
