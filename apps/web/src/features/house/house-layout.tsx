import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { houseImage, useActiveHouse } from '../../entities/house/use-active-house.ts';
import { useIsWideScreen } from '../../lib/use-media-query.ts';
import { ContentImage } from '../../ui/content-image.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { HOUSE_PATHS } from '../../entities/house/house-paths.ts';
import { HouseSwitch } from './house-switch.tsx';
import './house.css';

/**
 * The frame of every /house page (spec §2.6): the header shows the house, named as everywhere else, with
 * its main page's picture (the page with parent 0), the house switch for people with several houses, and the tabs About,
 * Services, News, Events; the page itself renders in the outlet.
 */
export function HouseLayout() {
  const { t } = useTranslation();
  const { user } = useConnection();
  const house = useActiveHouse();
  // The house's own name, as the sidebar and every other screen give it (use-active-house.ts).
  const title = house.name !== '' ? house.name : (house.mainPage?.title.rendered ?? '');
  const image = houseImage(house.mainPage, house.term);
  // On a phone /house shows the About tab's content (the mobile variant, house-hub.tsx): About is current.
  const wide = useIsWideScreen();
  const { pathname } = useLocation();
  const aboutShown = !wide && pathname.replace(/\/$/, '') === HOUSE_PATHS.hub;
  return (
    <div className="house">
      <header className="house__header">
        {image !== null && <ContentImage key={image} className="house__image" src={image} />}
        <div className="house__heading">
          <p className="house__kicker">{t('house:title')}</p>
          <h1 className="house__title">{title}</h1>
        </div>
        {user !== null && <HouseSwitch userId={user.id} />}
      </header>
      <Tabs
        label={t('house:tabs.label')}
        tabs={[
          { to: HOUSE_PATHS.about, label: t('house:tabs.about'), ...(aboutShown ? { current: true } : {}) },
          { to: HOUSE_PATHS.services, label: t('house:tabs.services') },
          { to: HOUSE_PATHS.news, label: t('house:tabs.news') },
          { to: HOUSE_PATHS.events, label: t('house:tabs.events') },
        ]}
      />
      <div className="house__content">
        <Outlet />
      </div>
    </div>
  );
}
