import { useTranslation } from 'react-i18next';
import { useHouseTerms } from '../../entities/house/api/get-house-terms.ts';
import { useContentLanguage } from '../../lib/i18n/content-language.ts';
import { houseName } from '../../entities/house/house-name.ts';
import { useStaffContext } from './staff-context.ts';

/**
 * Why an item opens read-only (issue #33): a campus item is the campus team's, a house item is its house
 * editors' — the houses the caller does not edit are named, so they know whom to ask.
 */
export function ReadOnlyReason({ houses }: { houses: readonly number[] }) {
  const { t } = useTranslation();
  const { me } = useStaffContext();
  const language = useContentLanguage();
  const houseTerms = useHouseTerms();
  const others = houses.filter((id) => !me.houses.some((house) => house.id === id));
  const nameOf = (id: number) => {
    const term = houseTerms.data?.find((house) => house.id === id);
    return term === undefined ? String(id) : houseName(term, language);
  };
  return (
    <div className="notice" role="note">
      <p>
        {houses.length === 0
          ? t('staff:edit.readOnly.campus')
          : t('staff:edit.readOnly.houses', { houses: others.map(nameOf).join(', ') })}
      </p>
    </div>
  );
}
