import type { SearchResult, SearchResultCategory } from '@campus/domain/search';
import { Link } from 'react-router';
import { ContentImage } from '../../ui/content-image.tsx';
import { useHouseTerms } from '../../entities/house/api/get-house-terms.ts';
import { useContentLanguage } from '../../lib/i18n/content-language.ts';
import { houseName } from '../../entities/house/house-name.ts';
import { CalendarIcon, MapIcon, NewsIcon, ServicesIcon, type Icon } from '../../ui/icons.tsx';
import type { PeopleSlots } from './people-slots.ts';
import { peopleOf, searchItemOf, type SearchItem } from './search-items.ts';

const KIND_ICONS: Readonly<Record<SearchItem['kind'], Icon>> = {
  news: NewsIcon,
  events: CalendarIcon,
  services: ServicesIcon,
  places: MapIcon,
};

/** The result's picture, or the icon of its kind: never an empty box. */
function ResultPicture({ item }: { item: SearchItem }) {
  if (item.image !== null) return <ContentImage className="search-result__image" src={item.image} />;
  const KindIcon = KIND_ICONS[item.kind];
  return (
    <span className="search-result__icon" data-testid="search-result-icon">
      <KindIcon />
    </span>
  );
}

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
  const houses = useHouseTerms();
  if (category === 'users') return people.results(peopleOf(results));
  const houseNamed = (houseId: number) => {
    const term = houses.data?.find((item) => item.id === houseId);
    return term === undefined ? null : houseName(term, language);
  };
  const items = results.flatMap((result) => searchItemOf(category, result, language, houseNamed) ?? []);
  return (
    <ul className="search-results__list">
      {items.map((item) => (
        <li key={item.key}>
          <Link className="card-link search-result" to={item.to} state={{ fromList: true }}>
            <ResultPicture item={item} />
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
