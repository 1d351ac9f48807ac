import type { i18n } from 'i18next';
import { LANGUAGES } from '../lib/i18n/i18n.ts';
import { LogoMark } from '../ui/logo.tsx';

/**
 * Shown when /portal-config.json cannot be loaded or is invalid: the app cannot sign anyone in, and
 * since no person (and so no language) is known yet, it says so in both languages.
 */
export function ConfigErrorScreen({ i18n }: { i18n: i18n }) {
  return (
    <main id="main" className="config-error">
      <LogoMark size={64} />
      {LANGUAGES.map((language) => {
        const t = i18n.getFixedT(language);
        return (
          <section key={language} lang={language} className="config-error__message">
            <h1 className="notice__title">{t('common:configError.title')}</h1>
            <p>{t('common:configError.message')}</p>
          </section>
        );
      })}
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          window.location.reload();
        }}
      >
        {LANGUAGES.map((language) => i18n.getFixedT(language)('common:configError.retry')).join(' / ')}
      </button>
    </main>
  );
}
