import {
  SERVICES_HOME_PATH,
  INVOICES_SERVICE_SLUG,
  invoicesAvailable,
  type ServicePage,
} from '@campus/domain/service';
import type { User } from '@campus/domain/user';
import { Navigate } from 'react-router';
import { InvoiceList } from './invoice-list.tsx';

/**
 * The invoices service (§2.7, §5): open only to someone with an invoice url when the service's invoices
 * flag is set; anyone else is sent to the services home.
 */
export function InvoicesView({ user, services }: { user: User; services: readonly ServicePage[] }) {
  const service = services.find((candidate) => candidate.slug === INVOICES_SERVICE_SLUG);
  if (!invoicesAvailable(user, service)) return <Navigate to={SERVICES_HOME_PATH} replace />;
  return <InvoiceList invoiceUrl={user.invoice_url} />;
}
