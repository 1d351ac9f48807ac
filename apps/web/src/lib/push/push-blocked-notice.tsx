import { useTranslation } from 'react-i18next';
import { webPlatform } from '../platform.ts';

/** §4, §8: the device refused notifications — 'Mobile notifs are blocked' in the app, else 'Web notifs…'. */
export function PushBlockedNotice({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation();
  if (!blocked) return null;
  return (
    <p className="notice" role="alert">
      {webPlatform.isNative()
        ? t('settings:notifications.blockedMobile')
        : t('settings:notifications.blockedWeb')}
    </p>
  );
}
