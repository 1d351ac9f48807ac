import { invoicesByYear, type Invoice } from '@campus/domain/invoice';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../ui/loading.tsx';
import { useInvoices } from '../api/get-invoices.ts';
import { ServicesLoadError } from '../service-grid.tsx';
import { useContentLanguage } from '../use-content-language.ts';
import { invoiceDate } from './invoice-dates.ts';
import { InvoiceModal } from './invoice-modal.tsx';

/** The person's invoices by year of issue, newest first (§2.7); one opens in a modal with its files. */
export function InvoiceList({ invoiceUrl }: { invoiceUrl: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useInvoices(invoiceUrl);
  const [opened, setOpened] = useState<Invoice | null>(null);

  return (
    <section className="invoice-years" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('services:invoices.title')}</h2>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ServicesLoadError onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="list-state">{t('services:invoices.empty')}</p>
      ) : (
        invoicesByYear(query.data).map(({ year, invoices }) => (
          <InvoiceYear key={year} year={year} invoices={invoices} onOpen={setOpened} />
        ))
      )}
      {opened !== null && (
        <InvoiceModal
          invoice={opened}
          onClose={() => {
            setOpened(null);
          }}
        />
      )}
    </section>
  );
}

function InvoiceYear({
  year,
  invoices,
  onOpen,
}: {
  year: string;
  invoices: readonly Invoice[];
  onOpen: (invoice: Invoice) => void;
}) {
  const language = useContentLanguage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{year}</h3>
      <ul className="invoice-list">
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            <button
              type="button"
              className="invoice-list__button"
              aria-haspopup="dialog"
              onClick={() => {
                onOpen(invoice);
              }}
            >
              <span>{invoice.number}</span>
              <span className="invoice-list__date">{invoiceDate(invoice, language)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
