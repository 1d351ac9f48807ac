import { useTranslation } from 'react-i18next';
import { useAuthService } from '../../lib/auth/auth-context.tsx';

/** users/me failed after its retries: say so and let the person try again, rather than a blank page. */
export function UserLoadError() {
  const { t } = useTranslation();
  const auth = useAuthService();
  return (
    <section className="notice" role="alert">
      <h1 className="notice__title">{t('layout:userError.title')}</h1>
      <p>{t('layout:userError.message')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          void auth.reloadUser();
        }}
      >
        {t('common:retry')}
      </button>
    </section>
  );
}
