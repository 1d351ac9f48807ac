import type { ServicePage } from '@campus/domain/service';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { RichHtml } from '../../lib/sanitise/rich-html.tsx';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { FaqAccordion } from '../../ui/faq-accordion.tsx';
import { ServiceIcon } from '../../ui/service-icons.tsx';
import { useServicesByParent } from './api/get-services.ts';
import { fromState, useBackLinkTarget } from './back-link.ts';
import { ServiceGrid, ServiceGridSkeleton, ServicesLoadError } from './service-grid.tsx';
import { ServiceLinks } from './service-links.tsx';
import { byMenuOrder, serviceTreeCardPath } from './service-paths.ts';

interface ServiceDetailProps {
  /** The services of the path, root first; the last one is shown. */
  chain: readonly ServicePage[];
  basePath: string;
  /** The back link's fallback and the breadcrumb's first step. */
  home: string;
  /** The back link returns to the previous path only inside this area. */
  scope: string;
  forms?: ((service: ServicePage) => ReactNode) | undefined;
  /** 'h2' inside a house, whose frame holds the page's one h1 (the house's name). */
  titleLevel?: 'h1' | 'h2';
}

/**
 * A service (§2.6, §2.7): breadcrumb, icon, title, rich content, links, child services, FAQ and the
 * forms slot, with the back link of §2.7.
 */
export function ServiceDetail({
  chain,
  basePath,
  home,
  scope,
  forms,
  titleLevel = 'h1',
}: ServiceDetailProps) {
  const Title = titleLevel;
  const { t } = useTranslation();
  const back = useBackLinkTarget(scope, home);
  const service = chain.at(-1);
  if (service === undefined) return null;
  const path = `${basePath}/${chain.map((item) => item.slug).join('/')}`;
  const style =
    service.acf.color === '' ? undefined : ({ '--service-color': service.acf.color } as CSSProperties);

  return (
    <article className="service-detail" style={style}>
      <Link className="button button--quiet service-detail__back" to={back}>
        {t('services:back')}
      </Link>
      <ServiceBreadcrumb chain={chain} basePath={basePath} home={home} />
      <header className="service-detail__header">
        <ServiceIcon
          iconClass={service.acf.icon.class}
          className="service-detail__icon"
          width={40}
          height={40}
        />
        <div>
          <Title className="service-detail__title">{service.title.rendered}</Title>
          {service.acf.subtitle !== '' && <p className="service-detail__subtitle">{service.acf.subtitle}</p>}
        </div>
      </header>
      {service.acf.cover !== null && service.acf.cover.sizes.large !== '' && (
        <img className="service-detail__cover" src={service.acf.cover.sizes.large} alt="" />
      )}
      <RichHtml html={service.content.rendered} />
      <ServiceLinks links={service.acf.links} />
      <ChildServices parent={service} path={path} />
      <FaqAccordion
        title={t('common:faq.title')}
        items={service.acf.faq}
        renderAnswer={(html) => <RichHtml html={html} />}
      />
      {forms?.(service)}
    </article>
  );
}

function ServiceBreadcrumb({
  chain,
  basePath,
  home,
}: Pick<ServiceDetailProps, 'chain' | 'basePath' | 'home'>) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Each step's link carries where it was followed from, for the back link of §2.7.
  const state = fromState(pathname);
  const steps = [
    { key: 'home', label: t('services:title'), to: home, state },
    ...chain.map((item, index) => ({
      key: String(item.id),
      label: item.title.rendered,
      to: `${basePath}/${chain
        .slice(0, index + 1)
        .map((step) => step.slug)
        .join('/')}`,
      state,
    })),
  ];
  return <Breadcrumb label={t('services:breadcrumb')} steps={steps} />;
}

/** The services one level below this one, as cards leading one level deeper. */
function ChildServices({ parent, path }: { parent: ServicePage; path: string }) {
  const { t } = useTranslation();
  const query = useServicesByParent(parent.id);
  if (query.isPending) return <ServiceGridSkeleton cards={2} />;
  if (query.isError) return <ServicesLoadError onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return null;
  return (
    <section className="services-page" aria-labelledby={`service-children-${String(parent.id)}`}>
      <h2 id={`service-children-${String(parent.id)}`}>{t('services:children')}</h2>
      <ServiceGrid
        services={byMenuOrder(query.data)}
        pathOf={(child) => serviceTreeCardPath(child, `${path}/${child.slug}`)}
      />
    </section>
  );
}
