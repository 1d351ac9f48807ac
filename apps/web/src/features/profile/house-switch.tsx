import type { TermRef } from '@campus/domain/user';
import { useTranslation } from 'react-i18next';
import { houseName } from '../../entities/house/house-name.ts';

/** Spec §2.6, §4 Profile: a person with several houses picks the current one; it moves to the front. */
export function HouseSwitch({
  houses,
  busy,
  onSwitch,
}: {
  houses: readonly TermRef[];
  /** A switch is being saved: the choices stay focusable (a disabled fieldset drops the focus, issue #34). */
  busy: boolean;
  onSwitch: (order: number[]) => void;
}) {
  const { t, i18n } = useTranslation();
  if (houses.length < 2) return null;
  const current = houses[0]?.term_id;
  return (
    <fieldset className="settings-group" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
      <legend className="settings-group__title">{t('profile:edit.currentHouse')}</legend>
      {houses.map((house) => (
        <label key={house.term_id} className="settings-choice">
          <input
            type="radio"
            name="current-house"
            checked={house.term_id === current}
            onChange={() => {
              if (busy) return;
              onSwitch([
                house.term_id,
                ...houses.filter((other) => other !== house).map((other) => other.term_id),
              ]);
            }}
          />
          {houseName(house, i18n.language) || String(house.term_id)}
        </label>
      ))}
    </fieldset>
  );
}
