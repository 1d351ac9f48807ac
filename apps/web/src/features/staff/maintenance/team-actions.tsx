import type { MaintenanceRequest } from '@campus/domain/maintenance';
import type { MaintenanceAction } from '@campus/domain/maintenance-rules';
import { MAINTENANCE_TEXT_MAX } from '@campus/domain/maintenance-rules';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { useTakeMaintenanceStep } from '../../../entities/maintenance/api/take-maintenance-step.ts';
import { serverFieldError } from './server-field-error.ts';

/** The team's steps, in the order a request usually takes them; the server lists which it accepts now. */
const TEAM_ACTIONS = ['acknowledge', 'schedule', 'start', 'resolve', 'merge'] as const;
type TeamAction = (typeof TEAM_ACTIONS)[number];
/** The steps that need more than a click: a visit's slot, the request it duplicates. */
type Form = 'schedule' | 'merge' | 'resolve';

/**
 * The team's steps on one request, exactly as the server offers them in `actions`. Scheduling asks a day
 * and a time window, merging the number of the request it duplicates, resolving an optional word to the
 * resident; the server's refusal is shown next to its field and nothing typed is lost. `onDone` moves the
 * focus once the page shows the new state.
 */
export function TeamActions({ request, onDone }: { request: MaintenanceRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const step = useTakeMaintenanceStep(request.id);
  const [open, setOpen] = useState<Form | null>(null);
  const [slot, setSlot] = useState({
    date: request.slot?.date ?? '',
    from: request.slot?.from ?? '',
    to: request.slot?.to ?? '',
  });
  const [mergeInto, setMergeInto] = useState('');
  const [note, setNote] = useState('');
  const ids = { slot: useId(), merge: useId() };
  const actions = TEAM_ACTIONS.filter((action) => request.actions.includes(action));
  if (actions.length === 0) return null;

  const take = (body: Parameters<typeof step.mutate>[0]) => {
    step.mutate(body, {
      onSuccess: () => {
        setOpen(null);
        setMergeInto('');
        setNote('');
        onDone();
      },
    });
  };
  const pressed = (action: TeamAction) => {
    if (action === 'schedule' || action === 'merge' || action === 'resolve') {
      step.reset();
      setOpen(open === action ? null : action);
    } else take({ action });
  };
  const failedOn = (action: MaintenanceAction) => step.isError && step.variables.action === action;
  const slotError = failedOn('schedule') ? serverFieldError(step.error, 'slot') : undefined;
  const mergeError = failedOn('merge') ? serverFieldError(step.error, 'merge_into') : undefined;
  const fieldError = slotError ?? mergeError;

  const submitSchedule = (event: SyntheticEvent) => {
    event.preventDefault();
    take({ action: 'schedule', slot });
  };
  const submitMerge = (event: SyntheticEvent) => {
    event.preventDefault();
    const target = Number(mergeInto.replace(/^#/, ''));
    if (Number.isInteger(target) && target > 0) take({ action: 'merge', merge_into: target });
  };
  const submitResolve = (event: SyntheticEvent) => {
    event.preventDefault();
    const message = note.trim();
    take(message === '' ? { action: 'resolve' } : { action: 'resolve', message });
  };

  return (
    <section className="maintenance-section" aria-labelledby="staff-maintenance-actions-title">
      <h2 id="staff-maintenance-actions-title">{t('staff-maintenance:request.actions')}</h2>
      <div className="maintenance-actions">
        {actions.map((action) => (
          <BusyButton
            key={action}
            className={`button ${action === 'acknowledge' || action === 'resolve' ? 'button--primary' : ''}`}
            busy={step.isPending && step.variables.action === action}
            aria-expanded={
              action === 'schedule' || action === 'merge' || action === 'resolve'
                ? open === action
                : undefined
            }
            onClick={() => {
              pressed(action);
            }}
          >
            {t(`staff-maintenance:action.${action}`)}
          </BusyButton>
        ))}
      </div>
      {open === 'schedule' && (
        <form className="staff-maintenance-form" onSubmit={submitSchedule}>
          <fieldset
            className="staff-fieldset"
            aria-describedby={slotError === undefined ? undefined : ids.slot}
          >
            <legend>{t('staff-maintenance:schedule.legend')}</legend>
            <label className="staff-field">
              <span>{t('staff-maintenance:schedule.date')}</span>
              <input
                type="date"
                required
                value={slot.date}
                aria-invalid={slotError !== undefined}
                onChange={(event) => {
                  setSlot({ ...slot, date: event.target.value });
                }}
              />
            </label>
            <div className="staff-row">
              <label className="staff-field">
                <span>{t('staff-maintenance:schedule.from')}</span>
                <input
                  type="time"
                  required
                  value={slot.from}
                  aria-invalid={slotError !== undefined}
                  onChange={(event) => {
                    setSlot({ ...slot, from: event.target.value });
                  }}
                />
              </label>
              <label className="staff-field">
                <span>{t('staff-maintenance:schedule.to')}</span>
                <input
                  type="time"
                  required
                  value={slot.to}
                  aria-invalid={slotError !== undefined}
                  onChange={(event) => {
                    setSlot({ ...slot, to: event.target.value });
                  }}
                />
              </label>
            </div>
            {slotError !== undefined && (
              <p id={ids.slot} className="staff-field__error" role="alert">
                {slotError}
              </p>
            )}
          </fieldset>
          <BusyButton type="submit" className="button button--primary" busy={step.isPending}>
            {t('staff-maintenance:schedule.submit')}
          </BusyButton>
        </form>
      )}
      {open === 'merge' && (
        <form className="staff-maintenance-form" onSubmit={submitMerge}>
          <label className="staff-field">
            <span>{t('staff-maintenance:merge.into')}</span>
            <input
              inputMode="numeric"
              pattern="#?[0-9]+"
              required
              value={mergeInto}
              aria-invalid={mergeError !== undefined}
              aria-describedby={`${ids.merge}-hint${mergeError === undefined ? '' : ` ${ids.merge}`}`}
              onChange={(event) => {
                setMergeInto(event.target.value);
              }}
            />
          </label>
          <p id={`${ids.merge}-hint`} className="staff-field__hint">
            {t('staff-maintenance:merge.hint')}
          </p>
          {mergeError !== undefined && (
            <p id={ids.merge} className="staff-field__error" role="alert">
              {mergeError}
            </p>
          )}
          <BusyButton type="submit" className="button button--primary" busy={step.isPending}>
            {t('staff-maintenance:merge.submit')}
          </BusyButton>
        </form>
      )}
      {open === 'resolve' && (
        <form className="staff-maintenance-form" onSubmit={submitResolve}>
          <label className="staff-field">
            <span>{t('staff-maintenance:resolve.note')}</span>
            <textarea
              rows={3}
              maxLength={MAINTENANCE_TEXT_MAX}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
              }}
            />
          </label>
          <BusyButton type="submit" className="button button--primary" busy={step.isPending}>
            {t('staff-maintenance:resolve.submit')}
          </BusyButton>
        </form>
      )}
      {step.isError && fieldError === undefined && (
        <p className="staff-field__error" role="alert">
          {t('staff-maintenance:request.actionFailed')}
        </p>
      )}
    </section>
  );
}
