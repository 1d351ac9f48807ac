import { DEFAULT_REQUESTED_PATH } from '@campus/domain/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec §2.1, §8: the 404 content, also used by unknown pages and services of later issues. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('common:notFound.title')}</h1>
      <p className="not-found__subtitle">{t('common:notFound.subtitle')}</p>
      <p>{t('common:notFound.message')}</p>
      <Link className="button button--primary" to={DEFAULT_REQUESTED_PATH}>
        {t('common:notFound.backHome')}
      </Link>
    </section>
  );
}
