import { isValidPhone, normalisePhone } from '@campus/domain/phone';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Spec §5 phone edit: while the number is invalid (or a save runs) the save button is disabled and no
 * message is shown. A valid number also auto-saves with the other edits; empty is saved as null.
 */
export function PhoneField({
  initial,
  saving,
  onChange,
  onSave,
}: {
  initial: string | null;
  saving: boolean;
  onChange: (phone: string | null) => void;
  onSave: (phone: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initial ?? '');
  const valid = isValidPhone(value);
  return (
    <div className="settings-row settings-row--phone">
      <label htmlFor={id} className="settings-row__label">
        {t('settings.phone.label')}
      </label>
      <div className="phone-field">
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={value}
          aria-invalid={!valid}
          onChange={(event) => {
            setValue(event.target.value);
            if (isValidPhone(event.target.value)) onChange(normalisePhone(event.target.value));
          }}
        />
        <button
          type="button"
          className="button button--primary"
          disabled={!valid || saving}
          onClick={() => {
            onSave(normalisePhone(value));
          }}
        >
          {t('settings.phone.save')}
        </button>
      </div>
    </div>
  );
}
