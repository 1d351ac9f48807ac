import type { Language } from '@campus/domain/locale';
import { memo } from 'react';
import { useFirstPaintTranslation } from '../../lib/i18n/use-first-paint-translation.ts';
import { Link } from 'react-router';
import { DeferredRichHtml } from '../../lib/sanitise/deferred-rich-html.tsx';
import { AuthorBlock } from './author-block.tsx';
import { ContentImage } from '../../ui/content-image.tsx';
import type { NewsView } from './news-view.ts';

/**
 * A news card of the grid; the title links to the item's modal, {basePath}/{slug} (/news/{slug}, or
 * /house/news/{slug} for the house's news). Memoised: a grid keeps its items' views, so a card renders
 * again only when its own props change (issue #31: the first screen re-rendered its 20 cards each time the
 * person's data, the language or a badge arrived).
 */
export const NewsCard = memo(function NewsCard({
  news,
  language,
  basePath = '/news',
  headingLevel = 2,
  linked = true,
  priority = false,
}: {
  news: NewsView;
  language: Language;
  basePath?: string;
  /** 3 inside a titled card (the house hub), so the outline stays in order. */
  headingLevel?: 2 | 3;
  /** false in the staff console's preview: the item has no page yet. */
  linked?: boolean;
  /** Its image is among the first the page paints: loaded at once (ContentImage). */
  priority?: boolean;
}) {
  const { t } = useFirstPaintTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={news.sticky ? 'news-card news-card--sticky' : 'news-card'} data-testid="news-card">
      {news.thumbnailImg !== null && (
        <ContentImage className="news-card__image" src={news.thumbnailImg} priority={priority} />
      )}
      <div className="news-card__body">
        {news.sticky && <span className="news-card__badge">{t('news:sticky')}</span>}
        <Heading className="news-card__title">
          {linked ? (
            <Link to={`${basePath}/${news.slug}`} state={{ fromList: true }} className="news-card__link">
              {news.title}
            </Link>
          ) : (
            news.title
          )}
        </Heading>
        <AuthorBlock
          name={news.authorName}
          image={news.authorImage}
          date={news.newsDate}
          language={language}
        />
        <DeferredRichHtml className="news-card__excerpt" html={news.shortDescription} />
      </div>
    </article>
  );
});
