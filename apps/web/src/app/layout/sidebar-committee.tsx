import { lazy, Suspense } from 'react';
import { useActiveHouse } from '../../entities/house/use-active-house.ts';
import { WithScreenStrings } from '../../lib/i18n/with-screen-strings.tsx';

// The committee brings the directory's cards and person modal: loaded apart, so the shell stays small.
const HouseCommittee = lazy(async () => ({
  default: (await import('../../features/directory/house-committee.tsx')).HouseCommittee,
}));

/** Spec §2.3: the sidebar's 'My house committee' group, for the active house. */
export function SidebarCommittee() {
  const { houseId } = useActiveHouse();
  if (houseId === null) return null;
  return (
    <Suspense fallback={null}>
      <WithScreenStrings namespaces={['directory', 'house']} fallback={null}>
        <HouseCommittee houseId={houseId} className="card sidebar-committee" />
      </WithScreenStrings>
    </Suspense>
  );
}
