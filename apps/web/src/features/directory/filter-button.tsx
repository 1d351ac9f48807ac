import { useTranslation } from 'react-i18next';

/** The Filter button of spec §2.9, with a badge counting the active filters while some are on. */
export function FilterButton({
  activeFilters,
  expanded,
  onClick,
}: {
  activeFilters: number;
  expanded: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button directory__filter-button"
      data-filter-toggle
      aria-expanded={expanded}
      onClick={onClick}
    >
      {t('directory:filter.open')}
      {activeFilters > 0 && (
        <span
          className="directory__filter-badge"
          aria-label={t('directory:filter.active', { count: activeFilters })}
        >
          {activeFilters}
        </span>
      )}
    </button>
  );
}
