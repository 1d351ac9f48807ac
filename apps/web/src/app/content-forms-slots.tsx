/**
 * The forms of issue #15 in the screens that show content: the app composes the forms feature into the
 * `forms` slots of services, CMS pages, news and events (a feature never imports another feature).
 */
import type { EventPost, Page, Post } from '@campus/domain/content';
import { ContentForms } from '../features/forms/content-forms.tsx';
import { EventDetailRoute } from '../features/news/event-detail-route.tsx';
import { HouseEventDetailRoute, HouseNewsDetailRoute } from '../features/news/house-news-pages.tsx';
import { NewsDetailRoute } from '../features/news/news-detail-route.tsx';
import { CmsPageRoute } from '../features/pages/cms-page-route.tsx';
import { CampusServicePage } from '../features/services/service-tree-page.tsx';
import { serviceForms } from './service-forms.tsx';

const pageForms = (page: Page) => (
  <ContentForms
    postType="page"
    postId={page.id}
    itemTitle={page.title.rendered}
    form={page.acf.form}
    gform={page.acf.gform}
  />
);

const newsForms = (news: Post) => (
  <ContentForms
    postType="post"
    postId={news.id}
    itemTitle={news.title.rendered}
    form={news.acf.form}
    gform={news.acf.gform}
  />
);

const eventForms = (event: EventPost) => (
  <ContentForms
    postType="event"
    postId={event.id}
    itemTitle={event.title.rendered}
    form={event.acf.form}
    gform={event.acf.gform}
  />
);

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
