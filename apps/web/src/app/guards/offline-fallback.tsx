import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { WithScreenStrings } from '../../lib/i18n/with-screen-strings.tsx';
import { useOfflineUserData } from '../../lib/platform/use-offline-user-data.ts';
import { Loading } from '../../ui/loading.tsx';

// Only the app shows them, and only without a session: the web's first load does not carry them (nor
// the QR code library they draw with).
const OfflineEmergencyPage = lazy(() =>
  import('../../features/offline-card/offline-card-pages.tsx').then((pages) => ({
    default: pages.OfflineEmergencyPage,
  })),
);
const OfflineQrPage = lazy(() =>
  import('../../features/offline-card/offline-card-pages.tsx').then((pages) => ({
    default: pages.OfflineQrPage,
  })),
);

/**
 * Spec §1, §2.2: in the app, the landing page's offline chips open the emergency numbers and the QR code
 * without a session, from the data saved on the device at the last sign-in. Any other page, or no saved
 * data, is `otherwise` (the way to sign-in).
 */
export function OfflineFallback({ otherwise }: { otherwise: ReactNode }) {
  const data = useOfflineUserData();
  const { pathname } = useLocation();
  if (data === undefined) return <Loading />;
  if (data !== null && pathname === '/emergency' && data.emergencyContacts.length > 0) {
    return (
      <Suspense fallback={<Loading />}>
        <WithScreenStrings namespaces={['identity', 'services']} fallback={<Loading />}>
          <OfflineEmergencyPage data={data} />
        </WithScreenStrings>
      </Suspense>
    );
  }
  if (
    data !== null &&
    pathname === '/my-identity/qr-identification' &&
    data.qrcode.identification.url !== ''
  ) {
    return (
      <Suspense fallback={<Loading />}>
        <WithScreenStrings namespaces={['identity', 'services']} fallback={<Loading />}>
          <OfflineQrPage data={data} />
        </WithScreenStrings>
      </Suspense>
    );
  }
  return otherwise;
}
