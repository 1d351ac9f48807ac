import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useIsWideScreen } from '../../lib/use-media-query.ts';
import { LogList } from './log-list.tsx';
import './debug.css';

/** Spec §2.2 /logs: the log list for someone not signed in (a failed sign-in), a back button on desktop. */
export function LogsPage() {
  const { t } = useTranslation();
  const wide = useIsWideScreen();
  const navigate = useNavigate();
  useDocumentTitle(t('debug:logs.title'));
  return (
    <main id="main" className="debug debug--standalone" tabIndex={-1}>
      {wide && (
        <button
          type="button"
          className="button debug__back"
          onClick={() => {
            const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
            if (index > 0) void navigate(-1);
            else void navigate('/');
          }}
        >
          {t('debug:logs.back')}
        </button>
      )}
      <h1>{t('debug:logs.title')}</h1>
      <LogList />
    </main>
  );
}
