import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { WithScreenStrings } from '../../lib/i18n/with-screen-strings.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useIsWideScreen } from '../../lib/use-media-query.ts';
import { Loading } from '../../ui/loading.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { NewsList } from './news-list.tsx';
import './news-page.css';

// The events tab's list loads when the tab is opened (or /events is), not with the news (issue #20).
const EventsList = lazy(async () => ({ default: (await import('./events-list.tsx')).EventsList }));

/**
 * Spec §2.5: /news and /events share one page with the tabs 'News' and 'Events'. The greeting shows on wide
 * screens; `aside` is the slot beside the news list for the checklist prompt (composed by the router, since
 * a feature does not import another). Item modals (/news/{slug}, /events/{slug}) render over it.
 */
export function NewsPage({ aside }: { aside?: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useConnection();
  const wide = useIsWideScreen();
  const { pathname } = useLocation();
  const tab = pathname.startsWith('/events') ? 'events' : 'news';
  useDocumentTitle(tab === 'events' ? t('news:events.title') : t('news:title'));

  return (
    <div className="news-page">
      <header className="page-header">
        {wide && user && (
          <p className="page-header__greeting">{t('news:greeting', { firstName: user.first_name })}</p>
        )}
        <h1 className="page-header__title">{tab === 'events' ? t('news:events.title') : t('news:title')}</h1>
      </header>
      <Tabs
        label={t('news:tabsLabel')}
        tabs={[
          { to: '/news', label: t('news:tab') },
          { to: '/events', label: t('news:events.tab') },
        ]}
      />
      <div className="news-page__content">
        <div className="news-page__main">
          {tab === 'events' ? (
            <Suspense fallback={<Loading />}>
              <WithScreenStrings namespaces={['events']} fallback={<Loading />}>
                <EventsList />
              </WithScreenStrings>
            </Suspense>
          ) : (
            <NewsList />
          )}
        </div>
        {/* A plain box: what goes in it names itself (the prompt is a titled section), or is nothing. */}
        {aside !== undefined && tab === 'news' && <div className="news-page__aside">{aside}</div>}
      </div>
      <Outlet />
    </div>
  );
}
