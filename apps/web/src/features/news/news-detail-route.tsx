import type { Post } from '@campus/domain/content';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { RichHtml } from '../../lib/sanitise/rich-html.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Modal } from '../../ui/modal.tsx';
import { AuthorBlock } from './author-block.tsx';
import { useCloseDetail } from './close-detail.ts';
import { ContentImage } from '../../ui/content-image.tsx';
import { FaqSection } from './faq-section.tsx';
import { useNewsBySlug } from './api/get-news-by-slug.ts';
import { newsView } from './news-view.ts';
import { useContentLanguage } from './use-content-language.ts';

/**
 * /news/{slug} (§2.5), /house/news/{slug} (§2.6): the news item in a modal over its list (`listPath`,
 * where closing returns); a cold deep link fetches it by slug. `forms`: its contact and embedded forms, from the
 * app.
 */
export function NewsDetailRoute({
  listPath = '/news',
  forms,
}: {
  listPath?: string;
  forms?: ((news: Post) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const language = useContentLanguage();
  const close = useCloseDetail(listPath);
  const query = useNewsBySlug(slug);
  // The tab is named after the item, not the list under its dialog; while it loads the list's title stays.
  useDocumentTitle(
    query.isPending ? undefined : query.data ? newsView(query.data).title : t('news.notFound.title'),
  );

  if (query.isPending) {
    return (
      <Modal title={t('common.loading')} onClose={close}>
        <Loading />
      </Modal>
    );
  }
  if (query.data === null || query.data === undefined) {
    return (
      <Modal title={t('news.notFound.title')} onClose={close}>
        <p>{t('news.notFound.message')}</p>
      </Modal>
    );
  }
  const news = newsView(query.data);
  return (
    <Modal title={news.title} onClose={close}>
      <article className="content-detail">
        <AuthorBlock
          name={news.authorName}
          image={news.authorImage}
          date={news.newsDate}
          language={language}
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
        {forms?.(query.data)}
      </article>
    </Modal>
  );
}
