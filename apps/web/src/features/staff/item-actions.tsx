import type { StaffAction } from '@campus/domain/staff';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The buttons of an item: Save when the caller may edit it, then exactly the actions the state machine
 * allows (`actions`: the server's for a saved item, domain/src/staff-item-actions.ts for a new one), so no
 * button is offered that the server would refuse, and none it would accept is missing.
 * While a change is sent the buttons are aria-disabled, not disabled: a disabled button loses the focus,
 * which Chromium drops to <body> (issue #34); the editor places it when a button goes with the change.
 */
export function ItemActions({
  editable,
  live,
  actions,
  busy,
  onSave,
  onAction,
}: {
  editable: boolean;
  /** Published or scheduled: Save keeps the change apart from what residents see (issue #33). */
  live: boolean;
  actions: readonly StaffAction[];
  busy: boolean;
  onSave: () => void;
  onAction: (action: StaffAction, extra?: { at?: string; note?: string }) => void;
}) {
  const { t } = useTranslation();
  const [at, setAt] = useState('');
  const [note, setNote] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const rejectNote = useRef<HTMLTextAreaElement>(null);
  const confirmDiscard = useRef<HTMLButtonElement>(null);
  const discardToggle = useRef<HTMLButtonElement>(null);
  const scheduleId = useId();
  const discardQuestionId = useId();
  const offers = (action: StaffAction) => actions.includes(action);
  // The note is asked for in place, below the buttons: the focus goes to it when it opens.
  const noteAsked = rejecting && offers('reject');
  useEffect(() => {
    if (noteAsked) rejectNote.current?.focus();
  }, [noteAsked]);
  // Discarding is asked once more, in place: the focus goes to the confirmation.
  const discardAsked = discarding && offers('discard');
  useEffect(() => {
    if (discardAsked) confirmDiscard.current?.focus();
  }, [discardAsked]);
  const unlessBusy = (run: () => void) => () => {
    if (!busy) run();
  };
  const button = (action: StaffAction, primary = false) => (
    <button
      type="button"
      className={primary ? 'button button--primary' : 'button'}
      aria-disabled={busy}
      onClick={unlessBusy(() => {
        onAction(action);
      })}
    >
      {t(`staff:action.${action}`)}
    </button>
  );
  return (
    <div className="staff-actions">
      {editable && (
        <button type="button" className="button" aria-disabled={busy} onClick={unlessBusy(onSave)}>
          {t(live ? 'staff:action.saveStaged' : 'staff:action.save')}
        </button>
      )}
      {offers('update') && button('update', true)}
      {offers('submit') && button('submit', true)}
      {offers('publish') && button('publish', true)}
      {offers('approve') && button('approve', true)}
      {offers('reject') && (
        <button
          type="button"
          className="button"
          aria-expanded={rejecting}
          aria-disabled={busy}
          onClick={unlessBusy(() => {
            setRejecting(!rejecting);
          })}
        >
          {t('staff:action.reject')}
        </button>
      )}
      {offers('discard') && (
        <button
          ref={discardToggle}
          type="button"
          className="button"
          aria-expanded={discarding}
          aria-disabled={busy}
          onClick={unlessBusy(() => {
            setDiscarding(!discarding);
          })}
        >
          {t('staff:action.discard')}
        </button>
      )}
      {offers('unpublish') && button('unpublish')}
      {offers('schedule') && (
        <div className="staff-actions__group">
          <label className="staff-field" htmlFor={scheduleId}>
            <span>{t('staff:edit.scheduleAt')}</span>
          </label>
          <input
            id={scheduleId}
            type="datetime-local"
            value={at}
            onChange={(event) => {
              setAt(event.target.value);
            }}
          />
          <button
            type="button"
            className="button"
            disabled={at === ''}
            aria-disabled={busy}
            onClick={unlessBusy(() => {
              onAction('schedule', { at });
            })}
          >
            {t('staff:action.schedule')}
          </button>
        </div>
      )}
      {discardAsked && (
        <div className="staff-actions__group" role="group" aria-labelledby={discardQuestionId}>
          <p id={discardQuestionId}>{t('staff:edit.discardQuestion')}</p>
          <button
            ref={confirmDiscard}
            type="button"
            className="button"
            aria-disabled={busy}
            onClick={unlessBusy(() => {
              onAction('discard');
            })}
          >
            {t('staff:action.confirmDiscard')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setDiscarding(false);
              // Back to the button that asked, rather than to <body> with the confirmation gone.
              discardToggle.current?.focus();
            }}
          >
            {t('staff:action.keepChanges')}
          </button>
        </div>
      )}
      {noteAsked && (
        <div className="staff-actions__group">
          <label className="staff-field">
            <span>{t('staff:edit.rejectNote')}</span>
            <textarea
              ref={rejectNote}
              rows={2}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
              }}
            />
          </label>
          {/* The note stays until the item is sent back (and so no longer pending): a refusal keeps it. */}
          <button
            type="button"
            className="button"
            aria-disabled={busy}
            onClick={unlessBusy(() => {
              onAction('reject', note.trim() === '' ? {} : { note: note.trim() });
            })}
          >
            {t('staff:action.confirmReject')}
          </button>
        </div>
      )}
    </div>
  );
}
