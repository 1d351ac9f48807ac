import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { useStaffAudit } from './api/get-staff-audit.ts';
import { auditChanges } from './audit-diff.ts';
import { Pager } from './pager.tsx';

/** /staff/audit (campus editors and administrators): who changed what, when, and the fields changed. */
export function StaffAuditPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const audit = useStaffAudit(page);
  useDocumentTitle(t('staff.audit.title'));
  return (
    <section className="staff-page" aria-labelledby="staff-audit-title">
      <h1 id="staff-audit-title">{t('staff.audit.title')}</h1>
      {audit.isPending ? (
        <Loading />
      ) : audit.isError ? (
        <RetryNotice message={t('staff.audit.loadFailed')} onRetry={() => void audit.refetch()} />
      ) : audit.data.items.length === 0 ? (
        <p>{t('staff.audit.empty')}</p>
      ) : (
        <>
          <div className="staff-table-scroll">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">{t('staff.audit.when')}</th>
                  <th scope="col">{t('staff.audit.who')}</th>
                  <th scope="col">{t('staff.audit.what')}</th>
                  <th scope="col">{t('staff.audit.changes')}</th>
                </tr>
              </thead>
              <tbody>
                {audit.data.items.map((entry) => (
                  <tr key={entry.id}>
                    <td>{entry.at.slice(0, 16).replace('T', ' ')}</td>
                    <td>{entry.actor}</td>
                    <td>
                      {entry.action} · {entry.target_type} {entry.target}
                    </td>
                    <td>
                      <dl className="staff-diff">
                        {auditChanges(entry.before, entry.after).map((change) => (
                          <div key={change.field}>
                            <dt>{change.field}</dt>
                            <dd>{t('staff.audit.change', { before: change.before, after: change.after })}</dd>
                          </div>
                        ))}
                      </dl>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} totalPages={audit.data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
