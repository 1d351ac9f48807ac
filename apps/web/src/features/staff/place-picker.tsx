import type { Language } from '@campus/domain/locale';
import type { Place } from '@campus/domain/place';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../lib/api/api-client-context.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Modal } from '../../ui/modal.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { getPlaceTranslation } from '../../entities/places/api/get-place-translation.ts';
import { usePlaces } from '../../entities/places/api/get-places.ts';
import { ITEM_LANGUAGES } from './item-draft.ts';
import type { PlaceChoice } from './place-choice.ts';

/** Text as compared by the search: no accents, no case ("resto" finds "Restaurant", "eglise" "Église"). */
export const foldText = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The places whose name holds every word typed, in any case and with or without accents. */
export function placesMatching(places: readonly Place[], search: string): Place[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  return places.filter((place) => {
    const name = foldText(place.title.rendered);
    return words.every((word) => name.includes(word));
  });
}

/**
 * "Choose from the campus map" (issue #33): the places of the residents' map in a dialog, narrowed as the
 * editor types, each a button (Tab, or the arrow keys from the search box and along the list). Choosing
 * one gives its id and name in the editor's column language and, when the place has one, in the other.
 */
export function PlacePicker({
  language,
  onChoose,
  onClose,
}: {
  language: Language;
  onChoose: (choice: PlaceChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const id = useId();
  const places = usePlaces(language);
  const [search, setSearch] = useState('');
  const [choosing, setChoosing] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  // The picker opens on its search box: typing is the first thing to do.
  const searchBox = useRef<HTMLInputElement>(null);
  const sorted = useMemo(() => {
    const collator = new Intl.Collator(language);
    return [...(places.data ?? [])].sort((a, b) => collator.compare(a.title.rendered, b.title.rendered));
  }, [places.data, language]);
  const shown = useMemo(() => placesMatching(sorted, search), [sorted, search]);

  const choose = async (place: Place) => {
    if (choosing) return;
    setChoosing(true);
    const choice: PlaceChoice = { [language]: { place: String(place.id), name: place.title.rendered } };
    // The other language's name and id, when the place has a translation; without it, this language only.
    for (const other of ITEM_LANGUAGES.filter((candidate) => candidate !== language)) {
      const translation = await getPlaceTranslation(api, other, place.id).catch(() => null);
      if (translation !== null)
        choice[other] = { place: String(translation.id), name: translation.title.rendered };
    }
    onChoose(choice);
  };
  const buttons = () => Array.from(list.current?.querySelectorAll('button') ?? []);
  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    const all = buttons();
    const at = all.findIndex((button) => button === event.target);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[event.key];
    // The search box keeps Home and End for its own text.
    if (next === undefined || (at === -1 && !['ArrowDown', 'ArrowUp'].includes(event.key))) return;
    const target = all[at === -1 && event.key === 'ArrowUp' ? all.length - 1 : next];
    if (target === undefined) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <Modal title={t('staff:edit.placePicker.title')} onClose={onClose} initialFocus={searchBox}>
      <div className="staff-place-picker" aria-busy={choosing}>
        <label className="staff-field">
          <span>{t('staff:edit.placePicker.search')}</span>
          <input
            ref={searchBox}
            type="search"
            value={search}
            aria-controls={`${id}-places`}
            aria-describedby={`${id}-count`}
            onChange={(event) => {
              setSearch(event.target.value);
            }}
            onKeyDown={moveFocus}
          />
        </label>
        {places.isPending ? (
          <Loading />
        ) : places.isError ? (
          <RetryNotice
            message={t('staff:edit.placePicker.loadFailed')}
            onRetry={() => void places.refetch()}
          />
        ) : (
          <>
            <p id={`${id}-count`} role="status" className="staff-field__hint">
              {t(
                shown.length === 0
                  ? 'staff:edit.placePicker.none'
                  : shown.length === 1
                    ? 'staff:edit.placePicker.one'
                    : 'staff:edit.placePicker.other',
                { count: shown.length },
              )}
            </p>
            {/* Each place a button: Tab or the arrow keys go through them, Enter or Space chooses. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
            <ul
              id={`${id}-places`}
              ref={list}
              className="staff-place-picker__list"
              lang={language}
              onKeyDown={moveFocus}
            >
              {shown.map((place) => (
                <li key={place.id}>
                  <button
                    type="button"
                    className="staff-place-picker__place"
                    aria-disabled={choosing}
                    onClick={() => void choose(place)}
                  >
                    {place.title.rendered}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Modal>
  );
}
