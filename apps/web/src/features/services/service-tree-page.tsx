import { SERVICES_HOME_PATH, type ServicePage } from '@campus/domain/service';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { useServicePath, useServicesByParent } from './api/get-services.ts';
import { ServiceDetail } from './service-detail.tsx';
import { ServiceGrid, ServiceGridSkeleton, ServicesEmpty, ServicesLoadError } from './service-grid.tsx';
import { byMenuOrder, serviceTreeCardPath } from './service-paths.ts';
import './services.css';

export interface ServiceTreeProps {
  /** Where the tree's paths start: '/services' for the campus, '/house/services' for a house. */
  basePath: string;
  /** The parent of the tree's top level: 0 for the campus, the house main page id for a house. */
  rootParent: number;
  /**
   * The contact form and embedded form of a service (§2.6), filled by the forms feature through the app;
   * nothing is rendered without it.
   */
  forms?: (service: ServicePage) => ReactNode;
  /** The path's slugs when the route does not end in them (the search's /search/services/{slugs}). */
  slugs?: string[];
}

/** The area the back link stays in (§2.7): the first segment of the base path, /services or /house. */
const scopeOf = (basePath: string) => `/${basePath.split('/').find((segment) => segment !== '') ?? ''}`;

/** One h1 a page: a house's tree shows inside the house frame, whose h1 is the house's name. */
const titleLevelOf = (rootParent: number) => (rootParent === 0 ? 'h1' : 'h2');

/**
 * A service tree (§2.6, §2.7): {basePath} lists the top-level services as a grid, and
 * {basePath}/{slug}[/{slug1}[/{slug2}]] shows the service at that path; an unknown path is the not-found
 * view. Mounted by the app for the campus (/services/*) and for the current house (/house/services/*).
 */
export function ServiceTreePage({ basePath, rootParent, forms, slugs: given }: ServiceTreeProps) {
  const { '*': splat = '' } = useParams();
  const slugs = given ?? splat.split('/').filter((slug) => slug !== '');
  if (slugs.length === 0) return <ServiceTreeRoot basePath={basePath} rootParent={rootParent} />;
  return <ServiceAtPath basePath={basePath} rootParent={rootParent} slugs={slugs} forms={forms} />;
}

/** /services/* of the campus (§2.7). */
export function CampusServicePage({ forms }: Pick<ServiceTreeProps, 'forms'>) {
  return <ServiceTreePage basePath="/services" rootParent={0} forms={forms} />;
}

function ServiceTreeRoot({ basePath, rootParent }: Omit<ServiceTreeProps, 'forms'>) {
  const { t } = useTranslation();
  const query = useServicesByParent(rootParent);
  useDocumentTitle(t('services:title'));
  return (
    <div className="services-page">
      <header className="page-header">
        {titleLevelOf(rootParent) === 'h1' ? (
          <h1 className="page-header__title">{t('services:title')}</h1>
        ) : (
          <h2 className="page-header__title">{t('services:title')}</h2>
        )}
      </header>
      {query.isPending ? (
        <ServiceGridSkeleton />
      ) : query.isError ? (
        <ServicesLoadError onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <ServicesEmpty />
      ) : (
        <ServiceGrid
          services={byMenuOrder(query.data)}
          pathOf={(service) => serviceTreeCardPath(service, `${basePath}/${service.slug}`)}
        />
      )}
    </div>
  );
}

function ServiceAtPath({ basePath, rootParent, slugs, forms }: ServiceTreeProps & { slugs: string[] }) {
  const { t } = useTranslation();
  const query = useServicePath(rootParent, slugs);
  const chain = query.data ?? null;
  useDocumentTitle(chain?.at(-1)?.title.rendered ?? t('services:title'));

  if (query.isPending) return <Loading />;
  if (query.isError) return <ServicesLoadError onRetry={() => void query.refetch()} />;
  if (chain === null) return <NotFound />;
  const home = rootParent === 0 ? SERVICES_HOME_PATH : basePath;
  return (
    <ServiceDetail
      chain={chain}
      basePath={basePath}
      home={home}
      scope={scopeOf(basePath)}
      forms={forms}
      titleLevel={titleLevelOf(rootParent)}
    />
  );
}
