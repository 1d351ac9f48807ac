import type { Place } from '@campus/domain/place';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The places as a list beside the map (spec §2.8 for screen-reader users and small screens): the same
 * places as the markers, each opening its sheet at /pages/map/{id} as a marker does.
 */
export function PlaceList({
  places,
  selectedId,
  colorOf,
}: {
  places: readonly Place[];
  selectedId: number | null;
  colorOf: (place: Place) => string;
}) {
  const { t, i18n } = useTranslation();
  const collator = new Intl.Collator(i18n.language, { sensitivity: 'base' });
  const sorted = [...places].sort((a, b) => collator.compare(a.title.rendered, b.title.rendered));
  return (
    <nav className="place-list" aria-label={t('map.list')}>
      <h2 className="place-list__title">{t('map.list')}</h2>
      <ul>
        {sorted.map((place) => (
          <li key={place.id}>
            <Link
              className="place-list__link"
              to={`/pages/map/${String(place.id)}`}
              aria-current={place.id === selectedId ? 'true' : undefined}
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
