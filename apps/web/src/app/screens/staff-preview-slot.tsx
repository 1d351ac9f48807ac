/**
 * The staff console's preview (issue #18): an item drawn with the residents' own components — the news
 * feature's card and detail content, the events' date and places — which the staff feature may not import.
 */
import { useTranslation } from 'react-i18next';
import { EventLocations } from '../../features/news/event-locations.tsx';
import { FaqSection } from '../../features/news/faq-section.tsx';
import { NewsCard } from '../../features/news/news-card.tsx';
import type { NewsView } from '../../features/news/news-view.ts';
import type { StaffPreviewContent, StaffPreviewSlot } from '../../features/staff/staff-preview.ts';
import { formatDayAndTime } from '../../lib/dates/format-date.ts';
import { RichHtml } from '../../lib/sanitise/rich-html.tsx';
import { ContentImage } from '../../ui/content-image.tsx';

function newsViewOf(content: StaffPreviewContent, houseLabel: string): NewsView {
  return {
    postId: 0,
    houseId: null,
    slug: '',
    title: content.title,
    authorName: content.houseName ?? houseLabel,
    authorImage: null,
    newsDate: new Date(),
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

function StaffItemPreview({ content }: { content: StaffPreviewContent }) {
  const { t } = useTranslation();
  if (content.type === 'post') {
    const news = newsViewOf(content, t('staff.items.campus'));
    return (
      <div className="staff-preview__parts">
        <NewsCard news={news} language={content.language} linked={false} />
        <article className="content-detail">
          <RichHtml className="content-detail__lead" html={news.shortDescription} />
          <RichHtml className="content-detail__content" html={news.description} />
          <FaqSection items={news.faq} />
        </article>
      </div>
    );
  }
  const start = content.start === '' ? null : new Date(content.start);
  return (
    <article className="content-detail">
      <h3>{content.title}</h3>
      {start !== null && !Number.isNaN(start.getTime()) && (
        <p>
          <time dateTime={start.toISOString()}>{formatDayAndTime(start, content.language)}</time>
        </p>
      )}
      {content.imageUrl !== null && <ContentImage className="content-detail__image" src={content.imageUrl} />}
      <EventLocations locations={content.locations} />
      <RichHtml className="content-detail__content" html={content.content} />
      <RichHtml className="content-detail__content" html={content.practical} />
      <FaqSection items={content.faq} />
    </article>
  );
}

export const staffPreviewSlot: StaffPreviewSlot = (content) => <StaffItemPreview content={content} />;
