import { isSearchableText } from '@campus/domain/search';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../ui/icons.tsx';

/** Type-ahead: the search follows the text once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box of spec §2.11: the search follows the text as it is typed (debounced) or at once on
 * Enter; the search icon lights up past 1 character (§5: a search needs 2); the close icon clears the text
 * and leaves the search (`onClear`). `text` is the searched text (from the URL): the box follows it when
 * it changes from elsewhere (history, a link).
 */
export function SearchBox({
  text,
  onSearch,
  onClear,
}: {
  text: string;
  onSearch: (text: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(text);
  const [followed, setFollowed] = useState(text);
  if (followed !== text) {
    setFollowed(text);
    setValue(text);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelPending = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancelPending, []);

  const active = isSearchableText(value);
  return (
    <form
      className="search-box"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        cancelPending();
        if (active) onSearch(value);
      }}
    >
      <input
        type="search"
        className="search-box__input"
        aria-label={t('search:label')}
        placeholder={t('search:placeholder')}
        value={value}
        // The screen exists to type into: focus lands here when it opens.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        onChange={(event) => {
          const next = event.target.value;
          setValue(next);
          cancelPending();
          // Fewer than 2 characters search nothing; an emptied box goes back to the empty search.
          if (isSearchableText(next) || next.trim() === '') {
            timer.current = setTimeout(() => {
              onSearch(next);
            }, SEARCH_DEBOUNCE_MS);
          }
        }}
      />
      <button
        type="submit"
        className={
          active ? 'icon-button search-box__go search-box__go--active' : 'icon-button search-box__go'
        }
        aria-label={t('search:submit')}
        aria-disabled={!active}
      >
        <SearchIcon />
      </button>
      {value !== '' && (
        <button
          type="button"
          className="icon-button search-box__clear"
          aria-label={t('search:clear')}
          onClick={() => {
            cancelPending();
            setValue('');
            onClear();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </form>
  );
}
