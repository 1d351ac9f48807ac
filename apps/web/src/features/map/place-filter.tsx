import type { TagTerm } from '@campus/domain/taxonomy';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tagLabel } from '../../lib/profile/tag-label.ts';

interface PlaceFilterProps {
  categories: readonly TagTerm[];
  selected: ReadonlySet<number>;
  onChange: (selected: ReadonlySet<number>) => void;
  colorOf: (category: TagTerm) => string;
}

/**
 * The category filter of the map (spec §2.8): a button that opens the list of categories, with an
 * indicator while a filter is on (the number of categories chosen, announced with the button's name).
 */
export function PlaceFilter({ categories, selected, onChange, colorOf }: PlaceFilterProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const filtered = selected.size > 0;
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <div className="place-filter">
      <button
        type="button"
        className={`button${filtered ? ' button--primary' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
        }}
      >
        {t('map.filter')}
        {filtered && (
          <span
            className="place-filter__indicator"
            aria-label={
              selected.size === 1
                ? t('map.filterOn.one', { count: selected.size })
                : t('map.filterOn.other', { count: selected.size })
            }
          >
            {selected.size}
          </span>
        )}
      </button>
      {open && (
        <fieldset id={panelId} className="place-filter__panel">
          <legend>{t('map.categories')}</legend>
          {categories.map((category) => (
            <label key={category.id} className="place-filter__choice">
              <input
                type="checkbox"
                checked={selected.has(category.id)}
                onChange={() => {
                  toggle(category.id);
                }}
              />
              <span
                className="place-filter__swatch"
                style={{ background: colorOf(category) }}
                aria-hidden="true"
              />
              {tagLabel(category, i18n.language)}
            </label>
          ))}
          <button
            type="button"
            className="button button--quiet"
            disabled={!filtered}
            onClick={() => {
              onChange(new Set());
            }}
          >
            {t('map.showAll')}
          </button>
        </fieldset>
      )}
    </div>
  );
}
