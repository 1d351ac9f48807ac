import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec §2.9: when requests wait for the viewer, a banner with the count links to /friend-request. */
export function PendingBanner({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Link className="pending-banner" to="/friend-request">
      {count === 1 ? t('directory:pending.one', { count }) : t('directory:pending.other', { count })}
    </Link>
  );
}
