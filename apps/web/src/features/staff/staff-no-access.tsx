import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** A person without a staff role who opens /staff: a clear answer and a way back. */
export function StaffNoAccess() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff:noAccess.title'));
  return (
    <div className="notice notice--page" role="alert">
      <h1 className="notice__title">{t('staff:noAccess.title')}</h1>
      <p>{t('staff:noAccess.message')}</p>
      <Link className="button" to="/news">
        {t('staff:noAccess.back')}
      </Link>
    </div>
  );
}
