import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { HOUSE_PATHS } from '../../entities/house/house-paths.ts';
import { useActiveHouse } from '../../entities/house/use-active-house.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { EventDetailRoute } from './event-detail-route.tsx';
import { EventsList } from './events-list.tsx';
import { NewsDetailRoute } from './news-detail-route.tsx';
import { NewsList } from './news-list.tsx';
import './news-page.css';

function GoBack() {
  const { t } = useTranslation();
  return (
    <Link className="house-news__back" to={HOUSE_PATHS.hub}>
      {t('house:goBack')}
    </Link>
  );
}

/** /house/news (spec §2.6): every news of the active house, a Go back link to /house; items open as modals. */
export function HouseNewsPage() {
  const { t } = useTranslation();
  const { houseId } = useActiveHouse();
  useDocumentTitle(t('house:news.title'));
  return (
    <div className="house-news">
      <GoBack />
      <h2 className="house-news__title">{t('house:news.title')}</h2>
      {houseId === null ? <Loading /> : <NewsList houseId={houseId} basePath={HOUSE_PATHS.news} />}
      <Outlet />
    </div>
  );
}

/** /house/news/{slug} (spec §2.6): the news modal; closing it returns to /house/news. */
export function HouseNewsDetailRoute({ forms }: { forms?: ComponentProps<typeof NewsDetailRoute>['forms'] }) {
  return <NewsDetailRoute listPath={HOUSE_PATHS.news} forms={forms} />;
}

/** /house/events (spec §2.6): the events of the active house; each opens as a modal at /house/events/{slug}. */
export function HouseEventsPage() {
  const { t } = useTranslation();
  const { houseId } = useActiveHouse();
  useDocumentTitle(t('house:events.title'));
  return (
    <div className="house-news">
      <GoBack />
      <h2 className="house-news__title">{t('house:events.title')}</h2>
      {houseId === null ? <Loading /> : <EventsList houseId={houseId} basePath={HOUSE_PATHS.events} />}
      <Outlet />
    </div>
  );
}

/** /house/events/{slug} (spec §2.6): the event modal over the house's events. */
export function HouseEventDetailRoute({
  forms,
}: {
  forms?: ComponentProps<typeof EventDetailRoute>['forms'];
}) {
  return <EventDetailRoute listPath={HOUSE_PATHS.events} forms={forms} />;
}
