import type { ServicePage } from '@campus/domain/service';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ServiceIcon } from '../../ui/service-icons.tsx';
import { fromState } from './back-link.ts';
import { RetryNotice } from '../../ui/retry-notice.tsx';

/** The card colour from the CMS (acf.color), '' for the theme's. */
const cardStyle = (color: string): CSSProperties | undefined =>
  color === '' ? undefined : ({ '--service-color': color } as CSSProperties);

/** A service card (§2.7): icon, colour, title and subtitle, the whole card a link to `to`. */
export function ServiceCard({ service, to }: { service: ServicePage; to: string }) {
  const { pathname } = useLocation();
  return (
    <Link
      className="card-link service-card"
      to={to}
      state={fromState(pathname)}
      style={cardStyle(service.acf.color)}
    >
      <ServiceIcon iconClass={service.acf.icon.class} className="service-card__icon" width={32} height={32} />
      <span>
        <span className="service-card__title">{service.title.rendered}</span>
        {service.acf.subtitle !== '' && (
          <span className="service-card__subtitle">{service.acf.subtitle}</span>
        )}
      </span>
    </Link>
  );
}

/** Services as a grid of cards, in the order given; `pathOf` says where each card leads. */
export function ServiceGrid({
  services,
  pathOf,
  label,
}: {
  services: readonly ServicePage[];
  pathOf: (service: ServicePage) => string;
  label?: string;
}) {
  return (
    <ul className="service-grid" aria-label={label}>
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} to={pathOf(service)} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's loading skeleton: card-shaped placeholders, announced once as 'Loading...'. */
export function ServiceGridSkeleton({ cards = 4 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common:loading')}>
      <ul className="service-grid service-grid--skeleton" aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <li key={index}>
            <span className="card-link service-card" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A list that could not load: 'Error loading entries' (§8) and a way to try again. */
export function ServicesLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <RetryNotice message={t('services:loadError')} onRetry={onRetry} className="list-state" />;
}

/** Nothing to list (§8 'Unavailable Datas'). */
export function ServicesEmpty() {
  const { t } = useTranslation();
  return <p className="list-state">{t('services:empty')}</p>;
}
