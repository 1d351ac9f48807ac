import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { OfflineEmergencyPage, OfflineQrPage } from '../../features/offline-card/offline-card-pages.tsx';
import { useOfflineUserData } from '../../lib/platform/use-offline-user-data.ts';
import { Loading } from '../../ui/loading.tsx';

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
    return <OfflineEmergencyPage data={data} />;
  }
  if (
    data !== null &&
    pathname === '/my-identity/qr-identification' &&
    data.qrcode.identification.url !== ''
  ) {
    return <OfflineQrPage data={data} />;
  }
  return otherwise;
}
