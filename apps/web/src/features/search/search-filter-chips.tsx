import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '../../lib/i18n/content-language.ts';
import { useHouseTerms } from '../../entities/house/api/get-house-terms.ts';
import { houseName } from '../../entities/house/house-name.ts';
import { tagLabel } from '../../entities/tags/tag-label.ts';
import { useFilterTags } from './api/get-filter-tags.ts';
import type { SearchCriteria } from './search-location.ts';

/**
 * The people filters a search carries in its URL (§2.11 `h` and `t`, from a group's see-all link or a
 * shared link), each a chip that says what it keeps and removes it: without them a filtered search hides
 * people with nothing on screen to say why. `onChange` gets the criteria without the removed filter.
 */
export function SearchFilterChips({
  criteria,
  onChange,
}: {
  criteria: SearchCriteria;
  onChange: (criteria: SearchCriteria) => void;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const houses = useHouseTerms();
  const tags = useFilterTags(criteria.tagIds);
  if (criteria.houseId === null && criteria.tagIds.length === 0) return null;
  const houseTerm = houses.data?.find((term) => term.id === criteria.houseId);
  const houseLabel = houseTerm === undefined ? '…' : houseName(houseTerm, language);
  const tagName = (id: number) => {
    const tag = tags.data?.find((term) => term.id === id);
    return tag === undefined ? '…' : tagLabel(tag, language);
  };

  return (
    <div className="search-filters">
      <p className="search-filters__label" id="search-filters-label">
        {t('search:filters.label')}
      </p>
      <ul className="wrapping-list" aria-labelledby="search-filters-label">
        {criteria.houseId !== null && (
          <li className="search-filters__chip">
            <span>{t('search:houseFilter', { house: houseLabel })}</span>
            <button
              type="button"
              className="icon-button search-filters__remove"
              aria-label={t('search:removeHouseFilter')}
              onClick={() => {
                onChange({ ...criteria, houseId: null });
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        )}
        {criteria.tagIds.map((id) => (
          <li key={id} className="search-filters__chip">
            <span>{tagName(id)}</span>
            <button
              type="button"
              className="icon-button search-filters__remove"
              aria-label={t('search:filters.removeTag', { tag: tagName(id) })}
              onClick={() => {
                onChange({ ...criteria, tagIds: criteria.tagIds.filter((tagId) => tagId !== id) });
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
