import type { HouseState } from '../../entities/house/use-active-house.ts';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../ui/loading.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';

/**
 * What a house screen shows instead of its content while the house loads, when it failed (spec §8 'Error
 * loading entries', with a retry) or when the house has no main page ('Unavailable Datas'); null once the
 * main page is there.
 */
export function HouseStateNotice({ house }: { house: HouseState }) {
  const { t } = useTranslation();
  if (house.isPending) return <Loading />;
  if (house.isError) {
    return <RetryNotice message={t('house:loadError')} onRetry={house.refetch} />;
  }
  if (house.mainPage === null) return <p className="list-state">{t('house:unavailable')}</p>;
  return null;
}
