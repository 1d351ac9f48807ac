import type { EventLocation } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import { isStoredUrlAllowed } from '@campus/domain/stored-url';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceChoice } from './place-choice.ts';
import { PlacePicker } from './place-picker.tsx';
import { useFocusAfterChange } from './use-focus-after-change.ts';

/**
 * An event's locations: a name and, optionally, a place of the campus map (chosen from its list, issue
 * #33) or a link to a web page.
 */
export function LocationsEditor({
  locations,
  onChange,
  lang,
  onPlaceChosen,
}: {
  locations: EventLocation[];
  onChange: (locations: EventLocation[]) => void;
  lang: Language;
  /** A map place chosen for location `index`: the item's editor fills both languages from it. */
  onPlaceChosen?: (index: number, choice: PlaceChoice) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // The location whose place is being chosen in the campus map's list.
  const [picking, setPicking] = useState<number | null>(null);
  // A removed location takes its focused button with it (issue #34): the focus goes to the next
  // location's name (the previous one's for the last, else "Add"); an added one takes it in its name.
  const { list, focusAfterChange } = useFocusAfterChange<HTMLFieldSetElement>();
  const changeTo = (next: EventLocation[], focusIndex: number) => {
    onChange(next);
    focusAfterChange(next.length === 0 ? 'add' : String(Math.min(focusIndex, next.length - 1)));
  };
  const update = (index: number, change: Partial<EventLocation>) => {
    onChange(locations.map((location, at) => (at === index ? { ...location, ...change } : location)));
  };
  return (
    <fieldset className="staff-fieldset" ref={list}>
      <legend>{t('staff:edit.locations')}</legend>
      {locations.map((location, index) => {
        const position = { position: index + 1 };
        // The server's own rule (§5 schemes or a portal path): said here before a save it would refuse.
        const urlRefused = !isStoredUrlAllowed(location.url);
        const urlErrorId = `${id}-${String(index)}-url-error`;
        return (
          <div key={index} className="staff-row staff-location">
            <label className="staff-field">
              <span>{t('staff:edit.locationName', position)}</span>
              <input
                lang={lang}
                data-focus-key={String(index)}
                value={location.name}
                onChange={(event) => {
                  update(index, { name: event.target.value });
                }}
              />
            </label>
            <label className="staff-field">
              <span>{t('staff:edit.locationUrl', position)}</span>
              <input
                type="url"
                value={location.url}
                aria-invalid={urlRefused}
                aria-describedby={urlRefused ? urlErrorId : undefined}
                onChange={(event) => {
                  update(index, { url: event.target.value });
                }}
              />
            </label>
            {urlRefused ? (
              <p id={urlErrorId} className="staff-field__error" role="alert">
                {t('staff:edit.locationUrlRefused')}
              </p>
            ) : null}
            {location.place !== '' && (
              <p className="staff-field__hint staff-location__place">
                {t('staff:edit.locationOnMap', position)}{' '}
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => {
                    update(index, { place: '' });
                  }}
                >
                  {t('staff:edit.locationOffMap', position)}
                </button>
              </p>
            )}
            {onPlaceChosen !== undefined && (
              <button
                type="button"
                className="button"
                onClick={() => {
                  setPicking(index);
                }}
              >
                {t('staff:edit.locationChoosePlace', position)}
              </button>
            )}
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                changeTo(
                  locations.filter((_, at) => at !== index),
                  index,
                );
              }}
            >
              {t('staff:edit.locationRemove', position)}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className="button"
        data-focus-key="add"
        onClick={() => {
          changeTo([...locations, { name: '', url: '', place: '' }], locations.length);
        }}
      >
        {t('staff:edit.locationAdd')}
      </button>
      {picking !== null && onPlaceChosen !== undefined && (
        <PlacePicker
          language={lang}
          onClose={() => {
            setPicking(null);
          }}
          onChoose={(choice) => {
            onPlaceChosen(picking, choice);
            setPicking(null);
          }}
        />
      )}
    </fieldset>
  );
}
