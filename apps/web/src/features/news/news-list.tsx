import type { Language } from '@campus/domain/locale';
import type { Post } from '@campus/domain/content';
import { useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint.ts';
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
 * The cards the first screen shows (two or three on a phone, two rows of two on a wide screen): rendered
 * first; the rest of the page's cards follow once they are painted (issue #31).
 */
export const FIRST_SCREEN_CARDS = 4;

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
  // The same array while the answer is the same (the query keeps its data's identity), so the cards'
  // views are not built again when the page above re-renders.
  const posts = useMemo(() => loadedItems(news.data), [news.data]);
  if (news.isPending) return <Loading />;
  if (news.isError) return <ListError onRetry={() => void news.refetch()} />;
  if (posts.length === 0) return <p className="list-state">{t('news:empty')}</p>;
  return (
    <div className="news-list">
      <NewsGrid
        posts={posts}
        language={language}
        basePath={basePath}
        gridRef={grid}
        more={
          <MoreButton
            label={t('news:more')}
            hasMore={news.hasNextPage}
            count={posts.length}
            listRef={grid}
            focusSelector=".news-card__link"
            loading={news.isFetchingNextPage}
            onMore={() => void news.fetchNextPage()}
          />
        }
      />
    </div>
  );
}

/**
 * The grid itself. Its first commit holds the first screen's cards only, so that they are painted without
 * waiting for the page's other cards' rendering, style and layout; the others are appended right after,
 * in the same order (the keyboard's and the reader's). Each card's view is built once per list answer,
 * and a card renders again only when its own item or the language changes, not each time the page above
 * it does (the person's data, the badges).
 */
function NewsGrid({
  posts,
  language,
  basePath,
  gridRef,
  more,
}: {
  posts: readonly Post[];
  language: Language;
  basePath: string | undefined;
  gridRef: RefObject<HTMLDivElement | null>;
  /** 'More' under the grid: only once every loaded card is there, for it moves the focus to the next. */
  more: ReactNode;
}) {
  const views = useMemo(() => posts.map(newsView), [posts]);
  const painted = useAfterFirstPaint();
  const shown = painted ? views : views.slice(0, FIRST_SCREEN_CARDS);
  return (
    <>
      <div className="news-grid" ref={gridRef}>
        {shown.map((view, index) => (
          <NewsCard
            key={view.postId}
            news={view}
            language={language}
            basePath={basePath}
            // The first row of the grid (two columns on wide screens) holds the page's largest paint.
            priority={index < LARGEST_PAINT_CARDS}
          />
        ))}
      </div>
      {painted && more}
    </>
  );
}
