import { HouseCommittee } from '../../features/directory/house-committee.tsx';
import { HouseAboutPage } from '../../features/house/house-about.tsx';
import { HouseHub } from '../../features/house/house-hub.tsx';
import { HouseStateNotice } from '../../features/house/house-state-notice.tsx';
import { HouseEventsCard, HouseNewsCard } from '../../features/news/house-news-cards.tsx';
import { HouseServicesCard } from '../../features/services/house-services-card.tsx';
import { ServiceTreePage } from '../../features/services/service-tree-page.tsx';
import { serviceForms } from './service-forms.tsx';
import { HOUSE_PATHS } from '../../entities/house/house-paths.ts';
import { useActiveHouse } from '../../entities/house/use-active-house.ts';

/** 'My house committee' of the active house (directory feature), for the house screens' slot. */
function ActiveHouseCommittee() {
  const { houseId } = useActiveHouse();
  return houseId === null ? null : <HouseCommittee houseId={houseId} region />;
}

/** The first top-level services of the active house: their parent is the house's main page (§2.6). */
function ActiveHouseServicesCard() {
  const { mainPage } = useActiveHouse();
  return mainPage === null ? null : <HouseServicesCard rootParent={mainPage.id} />;
}

/**
 * /house (spec §2.6): the hub composed from the features that own each card: About (house), News and
 * Events (news), Services (services: the first 2 top-level house services).
 */
export function HouseHubScreen() {
  return (
    <HouseHub
      newsCard={<HouseNewsCard />}
      servicesCard={<ActiveHouseServicesCard />}
      eventsCard={<HouseEventsCard />}
      committee={<ActiveHouseCommittee />}
    />
  );
}

/** /house/about (spec §2.6) with the committee of the active house. */
export function HouseAboutScreen() {
  return <HouseAboutPage committee={<ActiveHouseCommittee />} />;
}

/**
 * /house/services[/{slug}/{slug1}/{slug2}] (spec §2.6): the services feature's tree, rooted at the main page
 * of the active house, so a house switch shows the other house's services.
 */
export function HouseServicesScreen() {
  const house = useActiveHouse();
  if (house.mainPage === null) return <HouseStateNotice house={house} />;
  return (
    <ServiceTreePage basePath={HOUSE_PATHS.services} rootParent={house.mainPage.id} forms={serviceForms} />
  );
}
