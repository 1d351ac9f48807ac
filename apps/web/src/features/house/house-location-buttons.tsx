import type { HouseLocation } from '@campus/domain/house-page';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { locationButtons, type LocationLink } from './house-locations.ts';

function LocationButton({ link }: { link: LocationLink }) {
  const { t } = useTranslation();
  if (link.kind === 'map') {
    return (
      <Link className="button button--quiet" to={link.to}>
        {link.name}
      </Link>
    );
  }
  return (
    <a className="button button--quiet" href={link.href} target="_blank" rel="noopener noreferrer">
      {link.name}
      <span className="visually-hidden">{t('house:about.opensInNewTab')}</span>
    </a>
  );
}

/** The house's locations on /house/about, by the §2.6 rules (house-locations.ts). */
export function HouseLocationButtons({ locations }: { locations: readonly HouseLocation[] }) {
  const { t } = useTranslation();
  const buttons = locationButtons(locations);
  if (buttons.kind === 'none') return null;
  return (
    <section className="house-about__section" aria-labelledby="house-locations-title">
      <h2 id="house-locations-title" className="house-about__heading">
        {t('house:about.locations')}
      </h2>
      {buttons.kind === 'single' ? (
        <LocationButton link={buttons.link} />
      ) : (
        <ul className="house-about__locations">
          {buttons.links.map((link) => (
            <li key={`${link.kind}-${link.name}-${link.kind === 'map' ? link.to : link.href}`}>
              <LocationButton link={link} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
