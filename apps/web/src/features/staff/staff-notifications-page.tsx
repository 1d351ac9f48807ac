import { NOTIFICATION_TITLE_MAX, notificationTitle } from '@campus/domain/notification';
import type { StaffNotificationBody } from '@campus/domain/staff';
import { notificationLinkProblem, notificationTextLength } from '@campus/domain/staff-notification';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSendStaffNotification } from './api/send-staff-notification.ts';
import { ITEM_LANGUAGES } from './item-draft.ts';
import { serverMessageOf } from './server-errors.ts';
import { isCampusEditor, useStaffContext } from './staff-context.ts';
import { StaffNotificationList } from './staff-notification-list.tsx';
import { useResultFocus } from './use-result-focus.ts';

type AudienceType = 'person' | 'house' | 'everyone';

/** A house editor speaks to their own houses only (as that house); campus editors to anyone. */
const CAMPUS_AUDIENCES: readonly AudienceType[] = ['house', 'person', 'everyone'];
const HOUSE_AUDIENCES: readonly AudienceType[] = ['house'];

interface Compose {
  fr: string;
  en: string;
  audience: AudienceType;
  username: string;
  house: string;
  link: string;
  sendAt: string;
}

/**
 * /staff/notifications: a message in French and English to a person, one of the caller's houses, or (campus
 * editors) everyone; previewed as the inbox lists it; sent now or at a chosen time; and below, the
 * notifications sent and scheduled, which a scheduled one can be cancelled from (issue #33).
 */
export function StaffNotificationsPage() {
  const { t } = useTranslation();
  const { me } = useStaffContext();
  const campus = isCampusEditor(me);
  const audienceTypes = campus ? CAMPUS_AUDIENCES : HOUSE_AUDIENCES;
  const firstHouse = me.houses[0]?.id;
  const empty: Compose = {
    fr: '',
    en: '',
    audience: 'house',
    username: '',
    house: firstHouse === undefined ? '' : String(firstHouse),
    link: '',
    sendAt: '',
  };
  const [compose, setCompose] = useState(empty);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const send = useSendStaffNotification();
  const { ref: sentRef, focusResult: focusSent } = useResultFocus<HTMLParagraphElement>();
  useDocumentTitle(t('staff:notifications.title'));
  const set = (patch: Partial<Compose>) => {
    setCompose((previous) => ({ ...previous, ...patch }));
    setResult(null);
  };
  const linkRef = useRef<HTMLInputElement>(null);
  // Why the server would refuse the link, said next to it (issue #33: a bad link no longer greys Send
  // silently; Send with a refused link puts the focus on the link and its reason).
  const linkProblem = notificationLinkProblem(compose.link);
  const linkValid = linkProblem === null;
  const audienceOf = (): StaffNotificationBody['audience'] | null => {
    if (compose.audience === 'everyone') return { type: 'everyone' };
    if (compose.audience === 'person')
      return compose.username.trim() === '' ? null : { type: 'person', username: compose.username.trim() };
    return compose.house === '' ? null : { type: 'house', house: Number(compose.house) };
  };
  const audience = audienceOf();
  const ready = compose.fr.trim() !== '' && compose.en.trim() !== '' && audience !== null;

  const submit = async () => {
    if (!linkValid) {
      linkRef.current?.focus();
      return;
    }
    if (!ready || send.isPending) return;
    const link = compose.link.trim();
    const body: StaffNotificationBody = {
      audience,
      content: { fr: compose.fr.trim(), en: compose.en.trim() },
      ...(link !== '' && { link }),
      ...(audience.type === 'house' && !campus && { sender: audience.house }),
      ...(compose.sendAt !== '' && { send_at: compose.sendAt }),
    };
    try {
      await send.mutateAsync(body);
      setCompose(empty);
      setResult({
        ok: true,
        message: t(compose.sendAt === '' ? 'staff:notifications.sent' : 'staff:notifications.scheduled'),
      });
      // The emptied form disables Send, which would drop the focus to <body> (issue #34): it goes to
      // the result instead.
      focusSent('always');
    } catch (error) {
      setResult({ ok: false, message: serverMessageOf(error, t) });
    }
  };

  return (
    <section className="staff-page" aria-labelledby="staff-notifications-title">
      <h1 id="staff-notifications-title">{t('staff:notifications.title')}</h1>
      <form
        className="staff-edit"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="staff-translations">
          {ITEM_LANGUAGES.map((language) => (
            <div key={language} className="staff-notification-text">
              <label className="staff-field">
                <span>{t('staff:notifications.text', { language: t(`staff:language.${language}`) })}</span>
                {/* The message is in its language; its label and count are in the editor's. */}
                <textarea
                  lang={language}
                  rows={4}
                  maxLength={2000}
                  required
                  aria-describedby={`staff-notification-count-${language}`}
                  value={compose[language]}
                  onChange={(event) => {
                    set({ [language]: event.target.value });
                  }}
                />
              </label>
              {/* Not a live region: it changes with every key; it is read with the field. */}
              <CharacterCount id={`staff-notification-count-${language}`} text={compose[language]} />
            </div>
          ))}
        </div>
        <fieldset className="staff-fieldset">
          <legend>{t('staff:notifications.audience')}</legend>
          {audienceTypes.map((type) => (
            <label key={type} className="staff-check">
              <input
                type="radio"
                name="audience"
                value={type}
                checked={compose.audience === type}
                onChange={() => {
                  set({ audience: type });
                }}
              />
              {t(`staff:notifications.audienceType.${type}`)}
            </label>
          ))}
          {compose.audience === 'house' && (
            <label className="staff-field">
              <span>{t('staff:notifications.house')}</span>
              <select
                value={compose.house}
                onChange={(event) => {
                  set({ house: event.target.value });
                }}
              >
                {me.houses.map((house) => (
                  <option key={house.id} value={house.id}>
                    {house.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          {compose.audience === 'person' && (
            <label className="staff-field">
              <span>{t('staff:notifications.username')}</span>
              <input
                autoComplete="off"
                value={compose.username}
                onChange={(event) => {
                  set({ username: event.target.value });
                }}
              />
            </label>
          )}
        </fieldset>
        <label className="staff-field">
          <span>{t('staff:notifications.link')}</span>
          <input
            ref={linkRef}
            value={compose.link}
            aria-invalid={!linkValid}
            aria-describedby={
              linkValid
                ? 'staff-notification-link-hint'
                : 'staff-notification-link-error staff-notification-link-hint'
            }
            onChange={(event) => {
              set({ link: event.target.value });
            }}
          />
        </label>
        {linkProblem !== null && (
          <p id="staff-notification-link-error" className="staff-field__error">
            {t(`staff:notifications.linkProblem.${linkProblem}`)}
          </p>
        )}
        <p id="staff-notification-link-hint" className="staff-field__hint">
          {t('staff:notifications.linkHint')}
        </p>
        <label className="staff-field">
          <span>{t('staff:notifications.sendAt')}</span>
          <input
            type="datetime-local"
            value={compose.sendAt}
            onChange={(event) => {
              set({ sendAt: event.target.value });
            }}
          />
        </label>
        <section className="staff-preview" aria-labelledby="staff-notification-preview">
          <h2 id="staff-notification-preview">{t('staff:preview.title')}</h2>
          <ul className="staff-notification-preview">
            {ITEM_LANGUAGES.map((language) => (
              <li key={language} lang={language} data-testid={`notification-preview-${language}`}>
                {notificationTitle(compose[language])}
              </li>
            ))}
          </ul>
        </section>
        {/* Present before its message, so that the message is announced (issue #34). */}
        <p role="status" className="staff-edit__done" ref={sentRef} tabIndex={-1}>
          {result?.ok === true ? result.message : ''}
        </p>
        {result?.ok === false && (
          <p role="alert" className="staff-field__error">
            {result.message}
          </p>
        )}
        {/* aria-disabled while sending: a disabled button loses the focus (issue #34). */}
        <button
          type="submit"
          className="button button--primary"
          disabled={!ready}
          aria-disabled={send.isPending}
        >
          {t(compose.sendAt === '' ? 'staff:notifications.sendNow' : 'staff:notifications.schedule')}
        </button>
      </form>
      <StaffNotificationList />
    </section>
  );
}

/**
 * The text's length against the cut of the inbox list and the push preview (§5, §9: 115 characters, then
 * '…'), counted as they count it. Not a live region: it changes with every key; it is read with the field.
 */
function CharacterCount({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation();
  const { length, over } = notificationTextLength(text);
  return (
    <span id={id} className={over > 0 ? 'staff-field__hint staff-field__hint--over' : 'staff-field__hint'}>
      {t(over > 0 ? 'staff:notifications.countOver' : 'staff:notifications.count', {
        count: length,
        max: NOTIFICATION_TITLE_MAX,
        over,
      })}
    </span>
  );
}
