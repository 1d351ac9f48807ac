import { MAINTENANCE_TEXT_MAX } from '@campus/domain/maintenance-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../ui/busy-button.tsx';
import { useSendMaintenanceMessage } from './api/send-maintenance-message.ts';

/**
 * A message on the request's timeline (the resident's reply, or the team's message to the resident from the
 * staff console, which names its own label); the text stays in the box until the server has it.
 */
export function MaintenanceReply({
  requestId,
  label,
  sendLabel,
}: {
  requestId: number;
  label?: string;
  sendLabel?: string;
}) {
  const { t } = useTranslation();
  const send = useSendMaintenanceMessage(requestId);
  const [message, setMessage] = useState('');
  return (
    <form
      className="maintenance-section maintenance-field"
      onSubmit={(event) => {
        event.preventDefault();
        const text = message.trim();
        if (text === '') return;
        send.mutate(text, {
          onSuccess: () => {
            setMessage('');
          },
        });
      }}
    >
      <label className="maintenance-field__label" htmlFor="maintenance-reply">
        {label ?? t('maintenance:detail.reply')}
      </label>
      <textarea
        id="maintenance-reply"
        className="maintenance-textarea"
        rows={3}
        required
        maxLength={MAINTENANCE_TEXT_MAX}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
        }}
      />
      <BusyButton type="submit" className="button button--primary" busy={send.isPending}>
        {sendLabel ?? t('maintenance:detail.replySend')}
      </BusyButton>
      <p aria-live="polite" className="maintenance-card__meta">
        {send.isSuccess && message === '' ? t('maintenance:detail.replySent') : ''}
      </p>
      {send.isError && (
        <p className="maintenance-field__error" role="alert">
          {t('maintenance:detail.replyFailed')}
        </p>
      )}
    </form>
  );
}
