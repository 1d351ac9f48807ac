import { stayDay } from '@campus/domain/checklist';
import type { Language } from '@campus/domain/locale';
import type { User } from '@campus/domain/user';
import { useTranslation } from 'react-i18next';
import { formatLongDate, parseContentDate } from '../../lib/dates/format-date.ts';
import { useContentLanguage } from '../../lib/i18n/content-language.ts';
import { USER_TYPE_STYLES } from '../../entities/person/user-type-style.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { houseName } from '../../entities/house/house-name.ts';

function stayDate(value: string, language: Language): string | null {
  const day = stayDay(value);
  return day === null ? null : formatLongDate(parseContentDate(day), language);
}

/**
 * Spec §2.13: the resident card — photo, names, the user type's colours and label (as on the profile card),
 * the active house, the stay dates and the honorary title.
 */
export function IdentityCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const language = useContentLanguage();
  const style = USER_TYPE_STYLES[user.acf.user_gia_type];
  const title = user.acf.user_honorary_title.trim();
  const firstHouse = user.acf.user_house[0];
  const house = firstHouse === undefined ? undefined : houseName(firstHouse, i18n.language);
  const start = stayDate(user.acf.staystart, language);
  const stop = stayDate(user.acf.staystop, language);
  return (
    <article
      className="identity-card"
      style={{ background: style.background, color: style.text }}
      aria-labelledby="identity-card-name"
      data-user-type={user.acf.user_gia_type}
    >
      <Avatar photo={user.acf.photo} size={120} />
      <div className="identity-card__text">
        <h3 id="identity-card-name" className="identity-card__name">
          <span className="identity-card__last-name">{user.last_name.toLocaleUpperCase(i18n.language)}</span>{' '}
          {user.first_name}
        </h3>
        <span
          className="identity-card__badge"
          style={{ background: style.badgeBackground, color: style.badgeText }}
        >
          {t(style.label)}
        </span>
        {title !== '' && <p className="identity-card__title">{title}</p>}
        <dl className="identity-card__facts">
          {house !== undefined && (
            <div>
              <dt>{t('identity:card.house')}</dt>
              <dd>{house}</dd>
            </div>
          )}
          {start !== null && (
            <div>
              <dt>{t('identity:card.stayStart')}</dt>
              <dd>{start}</dd>
            </div>
          )}
          {stop !== null && (
            <div>
              <dt>{t('identity:card.stayStop')}</dt>
              <dd>{stop}</dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  );
}
