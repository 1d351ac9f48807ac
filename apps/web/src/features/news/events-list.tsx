import { useTranslation } from 'react-i18next';
import { parseContentDate } from '../../lib/dates/format-date.ts';
import { Loading } from '../../ui/loading.tsx';
import { EventCard } from './event-card.tsx';
import { useEventsOf } from './api/get-house-events.ts';
import { ListError } from './list-error.tsx';
import { useContentLanguage } from './use-content-language.ts';

/**
 * The events the person may see (or with `houseId` those of one house, §2.6, opening under `basePath`),
 * coming ones first (by start), then the past ones, most recent first.
 */
export function EventsList({
  now = new Date(),
  houseId,
  basePath,
}: {
  now?: Date;
  houseId?: number;
  basePath?: string;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const events = useEventsOf(houseId);
  if (events.isPending) return <Loading />;
  if (events.isError) return <ListError onRetry={() => void events.refetch()} />;
  if (events.data.length === 0) return <p className="content-empty">{t('events.empty')}</p>;
  const coming = events.data.filter((event) => parseContentDate(event.acf.end) >= now);
  const past = events.data.filter((event) => parseContentDate(event.acf.end) < now).reverse();
  return (
    <div className="events">
      <section aria-labelledby="events-coming">
        <h2 id="events-coming" className="events__heading">
          {t('events.coming')}
        </h2>
        {coming.length === 0 ? (
          <p className="content-empty">{t('events.noneComing')}</p>
        ) : (
          <div className="events__list">
            {coming.map((event) => (
              <EventCard key={event.id} event={event} language={language} basePath={basePath} />
            ))}
          </div>
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="events-past">
          <h2 id="events-past" className="events__heading">
            {t('events.past')}
          </h2>
          <div className="events__list events__list--past">
            {past.map((event) => (
              <EventCard key={event.id} event={event} language={language} basePath={basePath} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
