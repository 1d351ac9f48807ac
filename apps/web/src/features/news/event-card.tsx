import type { EventPost } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import { Link } from 'react-router';
import { formatDayAndTime, parseContentDate } from '../../lib/dates/format-date.ts';
import { ContentImage } from '../../ui/content-image.tsx';

/**
 * An event of the list: date, title (link to its modal, {basePath}/{slug}: /events/{slug}, or
 * /house/events/{slug} for the house's events) and where it takes place.
 */
export function EventCard({
  event,
  language,
  basePath = '/events',
}: {
  event: EventPost;
  language: Language;
  basePath?: string;
}) {
  const start = parseContentDate(event.acf.start);
  return (
    <article className="event-card" data-testid="event-card">
      {event.fimg_url !== false && <ContentImage className="event-card__image" src={event.fimg_url} />}
      <div className="event-card__body">
        <time className="event-card__date" dateTime={start.toISOString()}>
          {formatDayAndTime(start, language)}
        </time>
        <h3 className="event-card__title">
          <Link to={`${basePath}/${event.slug}`} state={{ fromList: true }} className="event-card__link">
            {event.title.rendered}
          </Link>
        </h3>
        {event.acf.locations.length > 0 && (
          <p className="event-card__place">
            {event.acf.locations.map((location) => location.name).join(' · ')}
          </p>
        )}
      </div>
    </article>
  );
}
