import { HOUSE_HUB_SERVICES } from '@campus/domain/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServicesByParent } from './api/get-services.ts';
import { ServiceGrid, ServiceGridSkeleton, ServicesEmpty, ServicesLoadError } from './service-grid.tsx';
import { byMenuOrder, serviceTreeCardPath } from './service-paths.ts';
import './services.css';

export const HOUSE_SERVICES_PATH = '/house/services';

/**
 * The Services card of the house hub (§2.6): the house's first top-level services (parent = its main
 * page, `rootParent`) with See more to /house/services.
 */
export function HouseServicesCard({ rootParent }: { rootParent: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useServicesByParent(rootParent);
  return (
    <section className="card services-page" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('services:houseCard.title')}</h2>
      {query.isPending ? (
        <ServiceGridSkeleton cards={HOUSE_HUB_SERVICES} />
      ) : query.isError ? (
        <ServicesLoadError onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <ServicesEmpty />
      ) : (
        <ServiceGrid
          services={byMenuOrder(query.data).slice(0, HOUSE_HUB_SERVICES)}
          pathOf={(service) => serviceTreeCardPath(service, `${HOUSE_SERVICES_PATH}/${service.slug}`)}
        />
      )}
      <Link className="button button--quiet house-services-card__more" to={HOUSE_SERVICES_PATH}>
        {t('services:houseCard.seeMore')}
      </Link>
    </section>
  );
}
