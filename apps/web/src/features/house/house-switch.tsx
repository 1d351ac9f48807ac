import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { useUpdateProfile } from '../../entities/person/api/update-profile.ts';
import { houseName } from '../../entities/house/house-name.ts';

/**
 * Spec §2.6, §6: a person with several houses switches the current one from the house header. The chosen
 * house moves to the front of user_house (as the profile does); users/me then reloads and every house
 * screen follows the new first house.
 */
export function HouseSwitch({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const { user } = useConnection();
  const save = useUpdateProfile(userId);
  const id = useId();
  const houses = user?.acf.user_house ?? [];
  if (houses.length < 2) return null;
  const current = houses[0]?.term_id;
  return (
    <div className="house-switch">
      <label htmlFor={id} className="house-switch__label">
        {t('house:switch.label')}
      </label>
      <select
        id={id}
        className="house-switch__select"
        value={current}
        disabled={save.isPending}
        onChange={(event) => {
          const chosen = Number(event.target.value);
          save.mutate({
            user_house: [chosen, ...houses.map((house) => house.term_id).filter((other) => other !== chosen)],
          });
        }}
      >
        {houses.map((house) => (
          <option key={house.term_id} value={house.term_id}>
            {houseName(house, i18n.language) || String(house.term_id)}
          </option>
        ))}
      </select>
      {save.isError && (
        <p className="house-switch__error" role="alert">
          {t('house:switch.failed')}
        </p>
      )}
    </div>
  );
}
