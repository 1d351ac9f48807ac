import {
  INVOICES_SERVICE_SLUG,
  INVOICES_TAB,
  invoicesAvailable,
  selectedServiceTab,
  serviceTabs,
  servicesOfTab,
  type ServicePage,
} from '@campus/domain/service';
import type { User } from '@campus/domain/user';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useServicesByParent } from './api/get-services.ts';
import { InvoicesView } from './invoices/invoices-view.tsx';
import { ServiceGrid, ServiceGridSkeleton, ServicesEmpty, ServicesLoadError } from './service-grid.tsx';
import { serviceCardPath } from './service-paths.ts';
import './services.css';

/** The campus catalogue is the top of the campus tree (§2.7): services with parent 0. */
const CAMPUS_ROOT = 0;

/** The grid shows the invoices card only to someone the invoice list is open to (§2.7, §5). */
function visibleInGrid(service: ServicePage, user: User): boolean {
  return service.slug !== INVOICES_SERVICE_SLUG || invoicesAvailable(user, service);
}

function TabGrid({ label, services, user }: { label: string; services: ServicePage[]; user: User }) {
  const visible = services.filter((service) => visibleInGrid(service, user));
  if (visible.length === 0) return <ServicesEmpty />;
  return (
    <ServiceGrid
      label={label}
      services={visible}
      pathOf={(service) => serviceCardPath(service, window.location.origin, `/services/${service.slug}`)}
    />
  );
}

/**
 * /services/tabs/{tab} (§2.7): the campus services grouped by category, one tab per category (sorted by
 * label), the tab chosen by the prefix of `path`; /services/tabs/digital/invoices shows the invoice list
 * under the Digital tab. An unknown tab, or anything else under a tab, is the not-found view.
 */
export function ServicesCatalogue({ path }: { path: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useConnection();
  const query = useServicesByParent(CAMPUS_ROOT);
  const services = query.data ?? [];
  const tabs = serviceTabs(services, i18n.language);
  const selected = selectedServiceTab(tabs, path);
  const rest = selected === null ? '' : path.slice(selected.link.length).replace(/^\/|\/$/g, '');
  const showsInvoices = selected?.value === INVOICES_TAB && rest === INVOICES_SERVICE_SLUG;
  // Each tab, and the invoice list, is its own view: "Digital · Services", "My invoices · Services".
  useDocumentTitle(
    showsInvoices ? t('services:invoices.title') : (selected?.label ?? t('services:title')),
    selected === null ? undefined : t('services:title'),
  );

  if (user === null) return <Loading />;
  if (query.isSuccess && tabs.length > 0 && selected === null) return <NotFound />;
  if (query.isSuccess && rest !== '' && !showsInvoices) return <NotFound />;

  return (
    <div className="services-page">
      <header className="page-header">
        <h1 className="page-header__title">{t('services:title')}</h1>
      </header>
      {tabs.length > 0 && (
        <Tabs
          label={t('services:tabsLabel')}
          tabs={tabs.map((tab) => ({ to: tab.link, label: tab.label }))}
        />
      )}
      {query.isPending ? (
        <ServiceGridSkeleton />
      ) : query.isError ? (
        <ServicesLoadError onRetry={() => void query.refetch()} />
      ) : selected === null ? (
        <ServicesEmpty />
      ) : showsInvoices ? (
        <InvoicesView user={user} services={services} />
      ) : (
        <TabGrid label={selected.label} services={servicesOfTab(services, selected.value)} user={user} />
      )}
    </div>
  );
}

/** /services/tabs/{tab}/* (§2.7). */
export function ServicesCataloguePage() {
  const { pathname } = useLocation();
  return <ServicesCatalogue path={pathname} />;
}
