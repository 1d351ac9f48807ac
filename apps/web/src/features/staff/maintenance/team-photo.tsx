import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddMaintenancePhoto } from '../../../entities/maintenance/api/add-maintenance-photo.ts';

/**
 * The team adds a photo (of the repair, of the part to order): sent as soon as it is chosen; the server
 * re-encodes it, and its refusal (wrong type, too large, five already) is said next to the field.
 */
export function TeamPhoto({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const add = useAddMaintenancePhoto();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  return (
    <div className="maintenance-section staff-maintenance-form">
      <label className="staff-field">
        <span>{t('staff-maintenance:photo.add')}</span>
        <input
          ref={input}
          type="file"
          accept="image/*"
          aria-describedby={add.isError ? errorId : undefined}
          aria-disabled={add.isPending || undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file === undefined || add.isPending) return;
            add.mutate(
              { id: requestId, photo: file },
              {
                onSuccess: () => {
                  if (input.current !== null) input.current.value = '';
                },
              },
            );
          }}
        />
      </label>
      <p aria-live="polite" className="staff-field__hint">
        {add.isPending
          ? t('staff-maintenance:photo.sending')
          : add.isSuccess
            ? t('staff-maintenance:photo.added')
            : ''}
      </p>
      {add.isError && (
        <p id={errorId} className="staff-field__error" role="alert">
          {t('staff-maintenance:photo.failed')}
        </p>
      )}
    </div>
  );
}
