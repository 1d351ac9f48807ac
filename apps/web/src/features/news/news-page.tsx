import { useTranslation } from 'react-i18next';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { useIsWideScreen } from '../../lib/use-media-query.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import './news-page.css';

/**
 * Spec §2.5: the news page. The greeting shows on wide screens only; the News/Events tabs and the lists
 * arrive with the news issue, below the heading.
 */
export function NewsPage() {
  const { t } = useTranslation();
  const { user } = useConnection();
  const wide = useIsWideScreen();
  useDocumentTitle(t('news.title'));

  return (
    <div className="news-page">
      <header className="page-header">
        {wide && user && (
          <p className="page-header__greeting">{t('news.greeting', { firstName: user.first_name })}</p>
        )}
        <h1 className="page-header__title">{t('news.title')}</h1>
      </header>
    </div>
  );
}
