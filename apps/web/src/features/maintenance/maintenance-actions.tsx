import type { MaintenanceRequest } from '@campus/domain/maintenance';
import type { MaintenanceAction } from '@campus/domain/maintenance-rules';
import { MAINTENANCE_TEXT_MAX } from '@campus/domain/maintenance-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../ui/busy-button.tsx';
import { useTakeMaintenanceStep } from '../../entities/maintenance/api/take-maintenance-step.ts';

/** The resident's own steps; the server lists in `actions` which of them it would accept now. */
const RESIDENT_ACTIONS: readonly MaintenanceAction[] = ['confirm', 'reopen', 'cancel'];

/**
 * Cancel (nothing booked yet), confirm or reopen (within 7 days of the resolution), exactly as the server
 * offers them. Reopening asks what is still wrong, which goes to the team with the step.
 */
export function MaintenanceActions({ request, onDone }: { request: MaintenanceRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const step = useTakeMaintenanceStep(request.id);
  const [reopening, setReopening] = useState(false);
  const [reason, setReason] = useState('');
  const actions = RESIDENT_ACTIONS.filter((action) => request.actions.includes(action));
  if (actions.length === 0) return null;

  const take = (action: MaintenanceAction, message?: string) => {
    step.mutate(message === undefined ? { action } : { action, message }, {
      onSuccess: () => {
        setReopening(false);
        setReason('');
        onDone();
      },
    });
  };

  return (
    <section className="maintenance-section" aria-labelledby="maintenance-actions-title">
      <h2 id="maintenance-actions-title">{t('maintenance:detail.actions')}</h2>
      <div className="maintenance-actions">
        {actions.map((action) => (
          <BusyButton
            key={action}
            className={`button ${action === 'confirm' ? 'button--primary' : 'button--quiet'}`}
            busy={step.isPending && step.variables.action === action}
            aria-expanded={action === 'reopen' ? reopening : undefined}
            onClick={() => {
              if (action === 'reopen') setReopening(!reopening);
              else take(action);
            }}
          >
            {t(`maintenance:detail.action.${action as 'cancel' | 'confirm' | 'reopen'}`)}
          </BusyButton>
        ))}
      </div>
      {reopening && (
        <form
          className="maintenance-field"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim() !== '') take('reopen', reason.trim());
          }}
        >
          <label className="maintenance-field__label" htmlFor="maintenance-reopen">
            {t('maintenance:detail.reopenMessage')}
          </label>
          <textarea
            id="maintenance-reopen"
            className="maintenance-textarea"
            rows={3}
            required
            maxLength={MAINTENANCE_TEXT_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
            }}
          />
          <BusyButton type="submit" className="button button--primary" busy={step.isPending}>
            {t('maintenance:detail.reopenSend')}
          </BusyButton>
        </form>
      )}
      {step.isError && (
        <p className="maintenance-field__error" role="alert">
          {t('maintenance:detail.actionFailed')}
        </p>
      )}
    </section>
  );
}
