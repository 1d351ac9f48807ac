import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../lib/offline/use-online-status.ts';
import './offline-banner.css';

/**
 * Issue #17: tells the person the network is gone and what they see is what this device kept. The live
 * region is always there (empty while online), so screen readers announce the message when it appears.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  return (
    // Not role="status": the app's loading indicators have that role, and they are not this message.
    <div className="offline-banner" aria-live="polite" data-testid="offline-banner">
      {online ? null : <p className="offline-banner__message">{t('common:offline.banner')}</p>}
    </div>
  );
}
