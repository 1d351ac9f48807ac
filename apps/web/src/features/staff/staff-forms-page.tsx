import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { useContentLanguage } from '../../lib/i18n/content-language.ts';
import { useStaffForms } from './api/get-staff-forms.ts';

/** /staff/forms: the forms whose entries and results the caller may read. */
export function StaffFormsPage() {
  const { t } = useTranslation();
  const forms = useStaffForms();
  const language = useContentLanguage();
  useDocumentTitle(t('staff:forms.title'));
  return (
    <section className="staff-page" aria-labelledby="staff-forms-title">
      <h1 id="staff-forms-title">{t('staff:forms.title')}</h1>
      {forms.isPending ? (
        <Loading />
      ) : forms.isError ? (
        <RetryNotice message={t('staff:forms.loadFailed')} onRetry={() => void forms.refetch()} />
      ) : forms.data.length === 0 ? (
        <p>{t('staff:forms.empty')}</p>
      ) : (
        <ul className="staff-list">
          {forms.data.map((form) => (
            <li key={form.id}>
              <Link to={`/staff/forms/${String(form.id)}`}>{form.title[language]}</Link>{' '}
              {t(form.entries === 1 ? 'staff:forms.entriesCount.one' : 'staff:forms.entriesCount.other', {
                count: form.entries,
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
