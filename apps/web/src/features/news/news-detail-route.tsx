import type { Post } from '@campus/domain/content';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useCloseDetail } from './close-detail.ts';
import { useNewsBySlug } from './api/get-news-by-slug.ts';
import { NewsDetail } from './news-detail.tsx';
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
    query.isPending ? undefined : query.data ? newsView(query.data).title : t('news:notFound.title'),
  );

  if (query.isPending) {
    return (
      <Modal title={t('common:loading')} onClose={close}>
        <Loading />
      </Modal>
    );
  }
  if (query.data === null || query.data === undefined) {
    return (
      <Modal title={t('news:notFound.title')} onClose={close}>
        <p>{t('news:notFound.message')}</p>
      </Modal>
    );
  }
  const news = newsView(query.data);
  return (
    <Modal title={news.title} onClose={close}>
      <NewsDetail news={news} language={language}>
        {forms?.(query.data)}
      </NewsDetail>
    </Modal>
  );
}
