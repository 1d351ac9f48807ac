import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page, so history and screen readers say where the person is. */
export function useDocumentTitle(page: string | null): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = page === null ? t('common.appName') : t('common.documentTitle', { page });
  }, [page, t]);
}
