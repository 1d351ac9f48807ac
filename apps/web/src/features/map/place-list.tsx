import type { Place } from '@campus/domain/place';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface PlaceListProps {
  id: string;
  places: readonly Place[];
  selectedId: number | null;
  colorOf: (place: Place) => string;
  hidden: boolean;
  /** Opens a place, given the link that opened it (the focus goes back there when the place closes). */
  onOpen: (place: Place, link: HTMLElement) => void;
  onClose: () => void;
}

/**
 * The places as a list, in the map's panel (for screen-reader users, and anyone who would rather read than
 * pan): the same places as the markers, each opening its sheet at /pages/map/{id} as a marker does. It stays
 * in the page while hidden, so the link that opened a place takes the focus back when its sheet closes.
 */
export function PlaceList({ id, places, selectedId, colorOf, hidden, onOpen, onClose }: PlaceListProps) {
  const { t, i18n } = useTranslation();
  const collator = new Intl.Collator(i18n.language, { sensitivity: 'base' });
  const sorted = [...places].sort((a, b) => collator.compare(a.title.rendered, b.title.rendered));
  return (
    <nav id={id} className="place-list" aria-labelledby={`${id}-title`} hidden={hidden}>
      <div className="map-panel__header">
        <h2 id={`${id}-title`} className="map-panel__title">
          {t('map:list')}
        </h2>
        <button type="button" className="button button--quiet map-panel__close" onClick={onClose}>
          {t('common:close')}
        </button>
      </div>
      <ul className="place-list__items">
        {sorted.map((place) => (
          <li key={place.id}>
            <Link
              className="place-list__link"
              to={`/pages/map/${String(place.id)}`}
              data-place-id={place.id}
              aria-current={place.id === selectedId ? 'true' : undefined}
              onClick={(event) => {
                // The map page navigates, as a marker does, and notes the link to give the focus back to.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onOpen(place, event.currentTarget);
              }}
            >
              <span className="place-list__dot" style={{ background: colorOf(place) }} aria-hidden="true" />
              {place.title.rendered}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
