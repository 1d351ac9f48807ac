import { isValidPhone, normalisePhone } from '@campus/domain/phone';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../ui/busy-button.tsx';

/**
 * Spec §5 phone edit: while the number is invalid (or a save runs) the save button is disabled and no
 * message is shown. A valid number also auto-saves with the other edits; empty is saved as null.
 *
 * The accessibility audit (issue #34) wants the invalid state explained to screen readers, which §5's "no
 * message" must not break. Both hold: the format expected is a hint that is always visible, the same
 * whatever is typed (not an error message), tied to the field with aria-describedby; and aria-invalid is
 * set only once the person has typed, so an untouched field is not announced as wrong.
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
  const hintId = useId();
  const [value, setValue] = useState(initial ?? '');
  const [typed, setTyped] = useState(false);
  const valid = isValidPhone(value);
  return (
    <div className="settings-row settings-row--phone">
      <label htmlFor={id} className="settings-row__label">
        {t('settings:phone.label')}
      </label>
      <div className="phone-field">
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={value}
          aria-describedby={hintId}
          aria-invalid={typed && !valid}
          onChange={(event) => {
            setTyped(true);
            setValue(event.target.value);
            if (isValidPhone(event.target.value)) onChange(normalisePhone(event.target.value));
          }}
        />
        <BusyButton
          className="button button--primary"
          disabled={!valid}
          busy={saving}
          onClick={() => {
            onSave(normalisePhone(value));
          }}
        >
          {t('settings:phone.save')}
        </BusyButton>
      </div>
      <p id={hintId} className="phone-field__hint">
        {t('settings:phone.hint')}
      </p>
    </div>
  );
}
