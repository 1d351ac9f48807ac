import type { Language } from '@campus/domain/locale';
import type { ReactNode } from 'react';
import { RichHtml } from '../../lib/sanitise/rich-html.tsx';
import { ContentImage } from '../../ui/content-image.tsx';
import { AuthorBlock } from './author-block.tsx';
import { FaqSection } from './faq-section.tsx';
import type { NewsView } from './news-view.ts';

/**
 * The news item's detail as its modal shows it (§2.5): author and date, alert, picture, summary, text and
 * FAQ, then `children` (its forms). Also drawn by the staff console's preview, so both stay one.
 */
export function NewsDetail({
  news,
  language,
  now,
  children,
}: {
  news: NewsView;
  language: Language;
  /** The time the date is told from ("3 days ago"); the preview tells it from the item's own date. */
  now?: Date;
  children?: ReactNode;
}) {
  return (
    <article className="content-detail">
      <AuthorBlock
        name={news.authorName}
        image={news.authorImage}
        date={news.newsDate}
        language={language}
        {...(now === undefined ? {} : { now })}
      />
      {news.alert !== '' && (
        <div className="content-alert" role="note">
          <RichHtml html={news.alert} />
        </div>
      )}
      {news.thumbnailImg !== null && (
        <ContentImage className="content-detail__image" src={news.thumbnailImg} />
      )}
      <RichHtml className="content-detail__lead" html={news.shortDescription} />
      <RichHtml className="content-detail__content" html={news.description} />
      <FaqSection items={news.faq} />
      {children}
    </article>
  );
}
