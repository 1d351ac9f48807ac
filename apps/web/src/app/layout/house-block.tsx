import type { User } from '@campus/domain/user';
import { useTranslation } from 'react-i18next';
import { HouseIcon } from '../../ui/icons.tsx';

/** The active house is the first of the person's houses (spec §3 user_house). */
export function HouseBlock({ user }: { user: User }) {
  const { t } = useTranslation();
  const name = user.acf.user_house[0]?.name;
  if (!name) return null;
  return (
    <section className="card house-block" aria-labelledby="house-block-title">
      <HouseIcon className="house-block__icon" />
      <div>
        <h2 id="house-block-title" className="house-block__title">
          {t('layout.sidebar.house')}
        </h2>
        <p className="house-block__name">{name}</p>
      </div>
    </section>
  );
}
