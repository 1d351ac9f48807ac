import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { useDownloadStaffFormCsv } from './api/download-staff-form-csv.ts';
import { useStaffFormEntries } from './api/get-staff-form-entries.ts';
import { useStaffForms } from './api/get-staff-forms.ts';
import { useContentLanguage } from '../../lib/i18n/content-language.ts';
import { useStaffFormResults } from './api/get-staff-form-results.ts';
import { FormResults } from './form-results.tsx';
import { Pager } from './pager.tsx';
import { ScrollRegion } from '../../ui/scroll-region.tsx';

/** /staff/forms/{id}: the results (counts per choice), the entries a page at a time, and a CSV download. */
export function StaffFormPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  useDocumentTitle(t('staff:forms.formTitle'));
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <FormScreen id={id} />;
}

function FormScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const results = useStaffFormResults(id);
  const entries = useStaffFormEntries(id, page);
  const download = useDownloadStaffFormCsv();
  const language = useContentLanguage();
  const title = useStaffForms().data?.find((form) => form.id === id)?.title[language];
  const keys = [...new Set(entries.data?.items.flatMap((entry) => Object.keys(entry.values)) ?? [])];
  return (
    <section className="staff-page" aria-labelledby="staff-form-title">
      <header className="staff-page__header">
        <h1 id="staff-form-title">{title ?? t('staff:forms.formHeading', { id })}</h1>
        <Link to="/staff/forms">{t('staff:forms.back')}</Link>
        <button
          type="button"
          className="button button--primary"
          disabled={download.isPending}
          onClick={() => {
            download.mutate(id);
          }}
        >
          {t('staff:forms.download')}
        </button>
      </header>
      {download.isError && (
        <p className="staff-field__error" role="alert">
          {t('staff:forms.downloadFailed')}
        </p>
      )}
      <h2>{t('staff:forms.results')}</h2>
      {results.isPending ? (
        <Loading />
      ) : results.isError ? (
        <RetryNotice message={t('staff:forms.loadFailed')} onRetry={() => void results.refetch()} />
      ) : (
        <>
          <p>
            {t(
              results.data.entries === 1 ? 'staff:forms.entriesCount.one' : 'staff:forms.entriesCount.other',
              {
                count: results.data.entries,
              },
            )}
          </p>
          <FormResults results={results.data} />
        </>
      )}
      <h2 id="staff-form-entries-title">{t('staff:forms.entries')}</h2>
      {entries.isPending ? (
        <Loading />
      ) : entries.isError ? (
        <RetryNotice message={t('staff:forms.loadFailed')} onRetry={() => void entries.refetch()} />
      ) : entries.data.items.length === 0 ? (
        <p>{t('staff:forms.noEntries')}</p>
      ) : (
        <>
          <ScrollRegion labelledBy="staff-form-entries-title">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">{t('staff:forms.date')}</th>
                  {keys.map((key) => (
                    <th key={key} scope="col">
                      {key}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {entries.data.items.map((entry) => (
                  <tr key={entry.id}>
                    <td>{entry.date.slice(0, 16).replace('T', ' ')}</td>
                    {keys.map((key) => (
                      <td key={key}>{entry.values[key] ?? ''}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <Pager page={page} totalPages={entries.data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
