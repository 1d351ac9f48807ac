import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../ui/loading.tsx';
import { MoreButton } from '../../ui/more-button.tsx';
import { loadedItems } from './api/content-pages.ts';
import { useNewsOf } from './api/get-news-list.ts';
import { NewsCard } from './news-card.tsx';
import { newsView } from './news-view.ts';
import { useContentLanguage } from './use-content-language.ts';
import { ListError } from './list-error.tsx';

const LARGEST_PAINT_CARDS = 2;

/**
 * The news grid (§9: 1 or 2 columns), sticky news first as the server sends them: the campus news, or
 * with `houseId` that house's news (§2.6), whose cards open under `basePath`. 20 at a time (§9), 'More'
 * for the next 20: the grid stays mounted under an item's modal, so closing it finds the reader where
 * they were.
 */
export function NewsList({ houseId, basePath }: { houseId?: number; basePath?: string }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const news = useNewsOf(houseId);
  const grid = useRef<HTMLDivElement>(null);
  if (news.isPending) return <Loading />;
  if (news.isError) return <ListError onRetry={() => void news.refetch()} />;
  const posts = loadedItems(news.data);
  if (posts.length === 0) return <p className="list-state">{t('news:empty')}</p>;
  return (
    <div className="news-list">
      <div className="news-grid" ref={grid}>
        {posts.map((post, index) => (
          <NewsCard
            key={post.id}
            news={newsView(post)}
            language={language}
            basePath={basePath}
            // The first row of the grid (two columns on wide screens) holds the page's largest paint.
            priority={index < LARGEST_PAINT_CARDS}
          />
        ))}
      </div>
      <MoreButton
        label={t('news:more')}
        hasMore={news.hasNextPage}
        count={posts.length}
        listRef={grid}
        focusSelector=".news-card__link"
        loading={news.isFetchingNextPage}
        onMore={() => void news.fetchNextPage()}
      />
    </div>
  );
}
