/**
 * The staff console's preview (issues #18, #33): an item drawn by the residents' own components — the news
 * feature's card and detail, the events' card and detail — with the news screens' own stylesheet, which the
 * console does not otherwise load. The staff feature may not import them: the app passes them in.
 */
import type { EventPost } from '@campus/domain/content';
import { useTranslation } from 'react-i18next';
import { EventCard } from '../../features/news/event-card.tsx';
import { EventDetail } from '../../features/news/event-detail.tsx';
import { NewsCard } from '../../features/news/news-card.tsx';
import { NewsDetail } from '../../features/news/news-detail.tsx';
import type { NewsView } from '../../features/news/news-view.ts';
import type { StaffPreviewContent, StaffPreviewSlot } from '../../features/staff/staff-preview.ts';
import { parseContentDate } from '../../lib/dates/format-date.ts';
import { StaffPreviewParts } from '../../features/staff/staff-preview-parts.tsx';
import '../../features/news/news-page.css';
import '../../ui/modal.css';

function newsViewOf(content: StaffPreviewContent, campusName: string, date: Date): NewsView {
  return {
    postId: 0,
    houseId: null,
    slug: '',
    title: content.title,
    authorName: content.houseName ?? campusName,
    authorImage: null,
    newsDate: date,
    thumbnailImg: content.imageUrl,
    shortDescription: content.excerpt,
    description: content.content,
    alert: '',
    sticky: content.sticky,
    faq: content.faq,
    form: { form_title: '', form_activation: false, form_email_receiver: '' },
    gform: null,
  };
}

function eventPostOf(content: StaffPreviewContent): EventPost {
  return {
    id: 0,
    slug: '',
    title: { rendered: content.title },
    content: { rendered: content.content },
    fimg_url: content.imageUrl ?? false,
    acf: {
      start: content.start,
      end: content.end,
      visibility: { value: 'public', label: '' },
      locations: content.locations,
      practical: content.practical,
      faq: content.faq,
      organizer: '',
      external_id: '',
      external_url: '',
      external_mtime: '',
      origin: 'portail',
      service: null,
      form: null,
      gform: null,
    },
    date: '',
    modified: '',
    status: 'publish',
    type: 'event',
    lang: content.language,
    'tax-house': [],
  };
}

const isDate = (value: string) => value !== '' && !Number.isNaN(parseContentDate(value).getTime());

function StaffItemPreview({ content }: { content: StaffPreviewContent }) {
  const { t } = useTranslation();
  if (content.type === 'post') {
    // A draft is dated when it is published: now, as residents would read it then.
    const now = new Date();
    const news = newsViewOf(content, t('staff:items.campus'), now);
    return (
      <StaffPreviewParts
        title={news.title}
        card={
          // In the news list's own container: its columns follow the width the frame gives it.
          <div className="news-list">
            <div className="news-grid">
              <NewsCard news={news} language={content.language} linked={false} headingLevel={3} />
            </div>
          </div>
        }
        detail={<NewsDetail news={news} language={content.language} now={now} />}
      />
    );
  }
  if (!isDate(content.start) || !isDate(content.end)) return <p>{t('staff:preview.needsDates')}</p>;
  const event = eventPostOf(content);
  return (
    <StaffPreviewParts
      title={content.title}
      card={<EventCard event={event} language={content.language} />}
      detail={<EventDetail event={event} language={content.language} />}
    />
  );
}

export const staffPreviewSlot: StaffPreviewSlot = (content) => <StaffItemPreview content={content} />;
