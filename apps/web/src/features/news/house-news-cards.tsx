import { HOUSE_HUB_EVENTS, HOUSE_HUB_NEWS } from '@campus/domain/constants';
import { useTranslation } from 'react-i18next';
import { HOUSE_PATHS } from '../../entities/house/house-paths.ts';
import { useActiveHouse } from '../../entities/house/use-active-house.ts';
import { Loading } from '../../ui/loading.tsx';
import { SectionCard } from '../../ui/section-card.tsx';
import { loadedItems } from './api/content-pages.ts';
import { useEventsOf } from './api/get-events.ts';
import { useNewsOf } from './api/get-news-list.ts';
import { EventCard } from './event-card.tsx';
import { ListError } from './list-error.tsx';
import { NewsCard } from './news-card.tsx';
import { newsView } from './news-view.ts';
import { useContentLanguage } from './use-content-language.ts';
import './news-page.css';

function HouseNewsTeasers({ houseId }: { houseId: number }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const news = useNewsOf(houseId);
  if (news.isPending) return <Loading />;
  if (news.isError) return <ListError onRetry={() => void news.refetch()} />;
  const posts = loadedItems(news.data);
  if (posts.length === 0) return <p className="list-state">{t('news:empty')}</p>;
  return posts
    .slice(0, HOUSE_HUB_NEWS)
    .map((post) => (
      <NewsCard
        key={post.id}
        news={newsView(post)}
        language={language}
        basePath={HOUSE_PATHS.news}
        headingLevel={3}
      />
    ));
}

/** The hub's News card (spec §2.6, §9): the first 3 news of the active house, See more to /house/news. */
export function HouseNewsCard() {
  const { t } = useTranslation();
  const { houseId } = useActiveHouse();
  return (
    <SectionCard title={t('house:tabs.news')} moreTo={HOUSE_PATHS.news} moreLabel={t('house:seeMore')}>
      {houseId === null ? <Loading /> : <HouseNewsTeasers houseId={houseId} />}
    </SectionCard>
  );
}

function HouseEventTeasers({ houseId }: { houseId: number }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  // The coming events by start: the first ones are what a resident can still attend.
  const events = useEventsOf('upcoming', houseId);
  if (events.isPending) return <Loading />;
  if (events.isError) return <ListError onRetry={() => void events.refetch()} />;
  const coming = loadedItems(events.data);
  if (coming.length === 0) return <p className="list-state">{t('events:noneComing')}</p>;
  return coming
    .slice(0, HOUSE_HUB_EVENTS)
    .map((event) => (
      <EventCard key={event.id} event={event} language={language} basePath={HOUSE_PATHS.events} />
    ));
}

/** The hub's Events card (spec §2.6, §9): the first 2 coming house events, See more to /house/events. */
export function HouseEventsCard() {
  const { t } = useTranslation();
  const { houseId } = useActiveHouse();
  return (
    <SectionCard title={t('house:tabs.events')} moreTo={HOUSE_PATHS.events} moreLabel={t('house:seeMore')}>
      {houseId === null ? <Loading /> : <HouseEventTeasers houseId={houseId} />}
    </SectionCard>
  );
}
