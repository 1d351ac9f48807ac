import { EVENT_VISIBILITIES } from '@campus/domain/content';
import type { StaffContentType } from '@campus/domain/staff';
import { useTranslation } from 'react-i18next';
import type { ItemDraft } from './item-draft.ts';
import { isCampusEditor, useStaffContext } from './staff-context.ts';

/**
 * What the item is attached to and, for events, when and for whom: houses among the caller's own (no
 * house = a campus item, for campus editors only), news pinned first, event dates and visibility.
 */
export function ItemSettings({
  type,
  draft,
  onChange,
  errors,
}: {
  type: StaffContentType;
  draft: ItemDraft;
  onChange: (patch: Partial<ItemDraft>) => void;
  errors: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const { me } = useStaffContext();
  const toggleHouse = (id: number, checked: boolean) => {
    onChange({ houses: checked ? [...draft.houses, id] : draft.houses.filter((house) => house !== id) });
  };
  return (
    <div className="staff-settings">
      <fieldset className="staff-fieldset">
        <legend>{t('staff:edit.houses')}</legend>
        <p className="staff-field__hint">
          {t(isCampusEditor(me) ? 'staff:edit.housesHintCampus' : 'staff:edit.housesHint')}
        </p>
        <ul className="staff-checks">
          {me.houses.map((house) => (
            <li key={house.id}>
              <label>
                <input
                  type="checkbox"
                  checked={draft.houses.includes(house.id)}
                  onChange={(event) => {
                    toggleHouse(house.id, event.target.checked);
                  }}
                />
                {house.review_required ? t('staff:edit.houseWithReview', { name: house.name }) : house.name}
              </label>
            </li>
          ))}
        </ul>
        {errors.houses !== undefined && <p className="staff-field__error">{errors.houses}</p>}
      </fieldset>
      {type === 'post' && (
        <label className="staff-check">
          <input
            type="checkbox"
            checked={draft.sticky}
            onChange={(event) => {
              onChange({ sticky: event.target.checked });
            }}
          />
          {t('staff:edit.sticky')}
        </label>
      )}
      {type === 'event' && (
        <fieldset className="staff-fieldset">
          <legend>{t('staff:edit.when')}</legend>
          <div className="staff-row">
            <label className="staff-field">
              <span>{t('staff:edit.start')}</span>
              <input
                type="datetime-local"
                value={draft.start}
                onChange={(event) => {
                  onChange({ start: event.target.value });
                }}
              />
            </label>
            <label className="staff-field">
              <span>{t('staff:edit.end')}</span>
              <input
                type="datetime-local"
                value={draft.end}
                onChange={(event) => {
                  onChange({ end: event.target.value });
                }}
              />
            </label>
            <label className="staff-field">
              <span>{t('staff:edit.visibility')}</span>
              <select
                value={draft.visibility}
                onChange={(event) => {
                  const visibility = EVENT_VISIBILITIES.find((value) => value === event.target.value);
                  if (visibility !== undefined) onChange({ visibility });
                }}
              >
                {EVENT_VISIBILITIES.map((visibility) => (
                  <option key={visibility} value={visibility}>
                    {t(`staff:edit.visibilityOption.${visibility}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </fieldset>
      )}
    </div>
  );
}
