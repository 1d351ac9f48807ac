import type { EventPeriod } from '@campus/domain/content';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../ui/loading.tsx';
import { MoreButton } from '../../ui/more-button.tsx';
import { loadedItems } from './api/content-pages.ts';
import { useEventsOf } from './api/get-events.ts';
import { EventCard } from './event-card.tsx';
import { ListError } from './list-error.tsx';
import { useContentLanguage } from './use-content-language.ts';

/**
 * The events the person may see (or with `houseId` those of one house, §2.6, opening under `basePath`):
 * the coming ones first (by start), then the past ones, most recent first. Each list is read page by
 * page with its own 'More', so every event is reachable and the coming ones never wait behind the past.
 */
export function EventsList({ houseId, basePath }: { houseId?: number; basePath?: string }) {
  const { t } = useTranslation();
  const coming = useEventsOf('upcoming', houseId);
  const past = useEventsOf('past', houseId);
  if (coming.isPending || past.isPending) return <Loading />;
  if (coming.isError || past.isError) {
    return (
      <ListError
        onRetry={() => {
          if (coming.isError) void coming.refetch();
          if (past.isError) void past.refetch();
        }}
      />
    );
  }
  const comingCount = loadedItems(coming.data).length;
  const pastCount = loadedItems(past.data).length;
  if (comingCount === 0 && pastCount === 0) return <p className="list-state">{t('events:empty')}</p>;
  return (
    <div className="events">
      <EventsSection period="upcoming" houseId={houseId} basePath={basePath} />
      {pastCount > 0 && <EventsSection period="past" houseId={houseId} basePath={basePath} />}
    </div>
  );
}

const SECTION_TEXT = {
  upcoming: { heading: 'events:coming', more: 'events:moreComing' },
  past: { heading: 'events:past', more: 'events:morePast' },
} as const;

function EventsSection({
  period,
  houseId,
  basePath,
}: {
  period: EventPeriod;
  houseId: number | undefined;
  basePath: string | undefined;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const events = useEventsOf(period, houseId);
  const list = useRef<HTMLDivElement>(null);
  const items = loadedItems(events.data);
  const headingId = `events-${period}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="events__heading">
        {t(SECTION_TEXT[period].heading)}
      </h2>
      {items.length === 0 ? (
        <p className="list-state">{t('events:noneComing')}</p>
      ) : (
        <div ref={list} className={period === 'past' ? 'events__list events__list--past' : 'events__list'}>
          {items.map((event) => (
            <EventCard key={event.id} event={event} language={language} basePath={basePath} />
          ))}
        </div>
      )}
      <MoreButton
        label={t(SECTION_TEXT[period].more)}
        hasMore={events.hasNextPage}
        count={items.length}
        listRef={list}
        focusSelector=".event-card__link"
        loading={events.isFetchingNextPage}
        onMore={() => void events.fetchNextPage()}
      />
    </section>
  );
}
