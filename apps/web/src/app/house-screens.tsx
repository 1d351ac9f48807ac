import { HouseCommittee } from '../features/directory/house-committee.tsx';
import { HouseAboutPage } from '../features/house/house-about.tsx';
import { HouseHub } from '../features/house/house-hub.tsx';
import { HouseEventsCard, HouseNewsCard } from '../features/news/house-news-cards.tsx';
import { useActiveHouse } from '../lib/house/use-active-house.ts';

/** 'My house committee' of the active house (directory feature), for the house screens' slot. */
function ActiveHouseCommittee() {
  const { houseId } = useActiveHouse();
  return houseId === null ? null : <HouseCommittee houseId={houseId} />;
}

/**
 * /house (spec §2.6): the hub composed from the features that own each card. The Services card (first 2
 * top-level house services) is the services feature's `HouseServicesCard`, passed as `servicesCard`.
 */
export function HouseHubScreen() {
  return (
    <HouseHub
      newsCard={<HouseNewsCard />}
      eventsCard={<HouseEventsCard />}
      committee={<ActiveHouseCommittee />}
    />
  );
}

/** /house/about (spec §2.6) with the committee of the active house. */
export function HouseAboutScreen() {
  return <HouseAboutPage committee={<ActiveHouseCommittee />} />;
}
