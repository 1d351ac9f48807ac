import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * What shows when a route fails to render or its code fails to load (typically a stale chunk after a
 * deployment): a way out by reloading, not a blank page.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="notice notice--page" role="alert">
      <h1 className="notice__title">{t('common:routeError.title')}</h1>
      <p>{t('common:routeError.message')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          window.location.reload();
        }}
      >
        {t('common:routeError.reload')}
      </button>
    </main>
  );
}
