import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOUSE_PATHS } from '../../entities/house/house-paths.ts';
import { houseImage, useActiveHouse } from '../../entities/house/use-active-house.ts';
import { ContentImage } from '../../ui/content-image.tsx';
import { HouseIcon } from '../../ui/icons.tsx';
import { SocialLinks } from '../../ui/social-links.tsx';

/** Address lines of a house page's acf.address: one per line, blank ones dropped. */
export function addressLines(address: string): string[] {
  return address
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Spec §2.3: the house main card of the sidebar, for the active house (the first of the person's houses):
 * its name (a link to /house), address lines, picture and links, from the house's main page.
 */
export function HouseBlock() {
  const { t } = useTranslation();
  const house = useActiveHouse();
  if (house.houseId === null || house.name === '') return null;
  const page = house.mainPage;
  const image = houseImage(page, house.term);
  const lines = addressLines(page?.acf.address ?? '');
  return (
    <section className="card house-block" aria-labelledby="house-block-title">
      {image !== null ? (
        <ContentImage key={image} className="house-block__image" src={image} />
      ) : (
        <HouseIcon className="house-block__icon" />
      )}
      <div className="house-block__text">
        <h2 id="house-block-title" className="house-block__title">
          {t('layout:sidebar.house')}
        </h2>
        <p className="house-block__name">
          <Link to={HOUSE_PATHS.hub}>{house.name}</Link>
        </p>
        {lines.length > 0 && (
          <address className="house-block__address">
            {lines.map((line, index) => (
              <span key={`${String(index)}-${line}`} className="house-block__line">
                {line}
              </span>
            ))}
          </address>
        )}
        {page !== null && (
          <SocialLinks links={page.acf.links} label={t('layout:sidebar.houseLinks', { house: house.name })} />
        )}
      </div>
    </section>
  );
}
