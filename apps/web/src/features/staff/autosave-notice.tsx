import type { StaffAutosave } from '@campus/domain/staff-autosave';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayMonth, parseContentDate } from '../../lib/dates/format-date.ts';
import { useContentLanguage } from '../../lib/i18n/content-language.ts';
import { autosaveClock } from './autosave-draft.ts';
import type { AutosaveStatus } from './use-autosave.ts';

/**
 * "You have changes that were not saved, from 27 November at 14:32" (ADR 034), as the item opens with an
 * autosave that differs from what is saved: Restore them (loaded as unsaved changes) or Discard. The
 * message takes the focus when nothing else has it (the screen just opened), so that it is read first; the
 * editor puts the focus on what was done after either button.
 */
export function AutosaveNotice({
  autosave,
  onRestore,
  onDiscard,
}: {
  autosave: StaffAutosave;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const messageId = useId();
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (focused === null || focused === document.body) message.current?.focus();
  }, []);
  const date = parseContentDate(autosave.date);
  return (
    <section className="notice" aria-labelledby={messageId}>
      <p id={messageId} ref={message} tabIndex={-1}>
        {t('staff:autosave.offer', {
          date: formatDayMonth(date, language),
          time: autosaveClock(date, language),
        })}
      </p>
      <div className="staff-actions">
        <button type="button" className="button button--primary" onClick={onRestore}>
          {t('staff:autosave.restore')}
        </button>
        <button type="button" className="button" onClick={onDiscard}>
          {t('staff:autosave.discard')}
        </button>
      </div>
    </section>
  );
}

/** Long enough for a screen reader to read it; gone after, so that reading the page does not meet it twice. */
const ANNOUNCEMENT_MS = 10_000;

/**
 * "Draft kept at 14:32", quiet, near the actions. Screen readers hear it when it changes state (a copy kept
 * after none, a failure, kept again after one), not at every autosave: the announcement lives in its own
 * polite region, which only a change of state writes, and which empties itself once read.
 */
export function AutosaveStatusLine({ status }: { status: AutosaveStatus }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const parts = statusText(status, language);
  const text = parts === null ? '' : t(parts.key, { time: parts.time });
  // Kept on the server, then only on this device (the network went) is a change of state too.
  const state = status.state === 'kept' ? `kept:${status.where}` : status.state;
  const [shownState, setShownState] = useState(state);
  const [announcement, setAnnouncement] = useState('');
  if (shownState !== state) {
    setShownState(state);
    setAnnouncement(text);
  }
  useEffect(() => {
    if (announcement === '') return;
    const timer = setTimeout(() => {
      setAnnouncement('');
    }, ANNOUNCEMENT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [announcement]);
  return (
    <>
      <p className="staff-field__hint staff-edit__autosave">{text}</p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

type StatusKey = 'staff:autosave.failed' | 'staff:autosave.kept' | 'staff:autosave.keptOnDevice';

/** The status line's text, as a key and its time; null: nothing to say. */
function statusText(status: AutosaveStatus, language: 'fr' | 'en'): { key: StatusKey; time: string } | null {
  if (status.state === 'idle') return null;
  if (status.state === 'failed') return { key: 'staff:autosave.failed', time: '' };
  const time = autosaveClock(parseContentDate(status.date), language);
  return { key: status.where === 'server' ? 'staff:autosave.kept' : 'staff:autosave.keptOnDevice', time };
}
