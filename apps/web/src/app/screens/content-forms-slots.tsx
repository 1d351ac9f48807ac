/**
 * The forms of issue #15 in the screens that show content: the app composes the forms feature into the
 * `forms` slots of services, CMS pages, news and events (a feature never imports another feature).
 */
import { EventDetailRoute } from '../../features/news/event-detail-route.tsx';
import { HouseEventDetailRoute, HouseNewsDetailRoute } from '../../features/news/house-news-pages.tsx';
import { NewsDetailRoute } from '../../features/news/news-detail-route.tsx';
import { CmsPageRoute } from '../../features/pages/cms-page-route.tsx';
import { CampusServicePage } from '../../features/services/service-tree-page.tsx';
import { formsSlot, serviceForms } from './service-forms.tsx';

const pageForms = formsSlot('page');
const newsForms = formsSlot('post');
const eventForms = formsSlot('event');

export function CampusServiceWithForms() {
  return <CampusServicePage forms={serviceForms} />;
}

export function CmsPageWithForms() {
  return <CmsPageRoute forms={pageForms} />;
}

export function NewsDetailWithForms() {
  return <NewsDetailRoute forms={newsForms} />;
}

export function EventDetailWithForms() {
  return <EventDetailRoute forms={eventForms} />;
}

export function HouseNewsDetailWithForms() {
  return <HouseNewsDetailRoute forms={newsForms} />;
}

export function HouseEventDetailWithForms() {
  return <HouseEventDetailRoute forms={eventForms} />;
}
