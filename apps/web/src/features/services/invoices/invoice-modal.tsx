import { INVOICE_TOAST_MS } from '@campus/domain/constants';
import type { Invoice } from '@campus/domain/invoice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { TimedToast } from '../../../ui/timed-toast.tsx';
import { useInvoiceFile } from '../api/get-invoice-file.ts';
import { useContentLanguage } from '../use-content-language.ts';
import { invoiceMonth, invoiceYear } from './invoice-dates.ts';
import { saveFile } from './save-file.ts';

interface DownloadableFile {
  id: number;
  label: string;
}

/**
 * An invoice (§2.7): titled with its number, month name and year, offering the main invoice and its
 * additional parts, each a download of its file; a file without content gives 'File does not exist.'
 * for 2 s (§5, §8).
 */
export function InvoiceModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const download = useInvoiceFile();
  const [missingToast, setMissingToast] = useState(0);
  const files: DownloadableFile[] = [
    { id: invoice.id, label: t('services:invoices.mainFile', { number: invoice.number }) },
    ...invoice.details.map((detail) => ({
      id: detail.id,
      label: t('services:invoices.partFile', { number: detail.number, title: detail.title }),
    })),
  ];
  const title = t('services:invoices.modalTitle', {
    number: invoice.number,
    month: invoiceMonth(invoice, language),
    year: invoiceYear(invoice),
  });
  useDocumentTitle(title);

  const start = (id: number) => {
    download.mutate(id, {
      onSuccess: (file) => {
        if (file.base64 === '') setMissingToast((count) => count + 1);
        else saveFile(file);
      },
    });
  };

  return (
    <Modal title={title} onClose={onClose}>
      <ul className="invoice-files">
        {files.map((file) => {
          const pending = download.isPending && download.variables === file.id;
          return (
            <li key={file.id}>
              <BusyButton
                className="button button--quiet"
                busy={pending}
                onClick={() => {
                  start(file.id);
                }}
              >
                {file.label}
              </BusyButton>
            </li>
          );
        })}
      </ul>
      {/* Mounted with the dialog, so its live region exists before the message (ui/timed-toast.tsx). */}
      <TimedToast
        id={missingToast}
        message={missingToast > 0 ? t('services:invoices.fileMissing') : null}
        durationMs={INVOICE_TOAST_MS}
        tone="danger"
      />
    </Modal>
  );
}
