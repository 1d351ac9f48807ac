import type { TagTerm } from '@campus/domain/taxonomy';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tagLabel } from '../../entities/tags/tag-label.ts';

interface PlaceFilterProps {
  categories: readonly TagTerm[];
  selected: ReadonlySet<number>;
  onChange: (selected: ReadonlySet<number>) => void;
  colorOf: (category: TagTerm) => string;
}

/**
 * The category filter of the map (spec §2.8): a button that opens a panel of categories, with an indicator
 * while a filter is on (the number of categories chosen, announced with the button's name). The panel opens
 * below the button, over the map; "Show all places" resets the filter, Done, Escape or a tap elsewhere close
 * it, and the focus goes back to the button.
 */
export function PlaceFilter({ categories, selected, onChange, colorOf }: PlaceFilterProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const filtered = selected.size > 0;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!(event.target instanceof Node) || root.current?.contains(event.target) !== true) return;
      // Handled here, before the page's own Escape (which would close the place's sheet).
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && root.current?.contains(event.target) !== true) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  const plural = new Intl.PluralRules(i18n.language).select(selected.size) === 'one' ? 'one' : 'other';
  return (
    <div className="place-filter" ref={root}>
      <button
        ref={button}
        type="button"
        className={`button${filtered ? ' button--primary' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
        }}
      >
        {t('map:filter')}
        {filtered && (
          <span
            className="place-filter__indicator"
            aria-label={t(`map:filterOn.${plural}`, { count: selected.size })}
          >
            {selected.size}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className="place-filter__panel">
          <fieldset className="place-filter__choices" aria-labelledby={titleId}>
            {/* A heading of the panel rather than a legend: a legend sits on the fieldset's border. */}
            <h2 id={titleId} className="place-filter__title">
              {t('map:categories')}
            </h2>
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
          </fieldset>
          <div className="place-filter__actions">
            <button
              type="button"
              className="button button--quiet"
              disabled={!filtered}
              onClick={() => {
                onChange(new Set());
              }}
            >
              {t('map:showAll')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setOpen(false);
                button.current?.focus();
              }}
            >
              {t('map:done')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
