import type { EventLocation } from '@campus/domain/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Where the event is (§2.6 location rules): a campus place links to /pages/map/{place}, else the external
 * url opens in a new tab; a location with neither is shown without a link.
 */
export function EventLocations({ locations }: { locations: readonly EventLocation[] }) {
  const { t } = useTranslation();
  if (locations.length === 0) return null;
  return (
    <div className="event-locations">
      <h3 className="content-detail__subheading">{t('events:locations')}</h3>
      <ul className="wrapping-list">
        {locations.map((location) => (
          <li key={`${location.name}-${location.place}-${location.url}`}>
            {location.place !== '' ? (
              <Link className="button" to={`/pages/map/${location.place}`}>
                {location.name}
              </Link>
            ) : location.url !== '' ? (
              <a className="button" href={location.url} target="_blank" rel="noopener noreferrer">
                {location.name}
              </a>
            ) : (
              <span>{location.name}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
