import { FORM_TOAST_MS } from '@campus/domain/constants';
import {
  CONTACT_CONTENT_MAX_LENGTH,
  CONTACT_OBJECT_MAX_LENGTH,
  contactFormProblems,
  type ContactProblem,
  type EntryPostType,
} from '@campus/domain/forms';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../ui/busy-button.tsx';
import { TimedToast } from '../../ui/timed-toast.tsx';
import { useCreateEntry } from './api/create-entry.ts';

export interface ContactFormProps {
  postType: EntryPostType;
  postId: number;
  /** form_title of the item's acf.form. */
  formTitle: string;
  /** The item's title, which the entry's title names. */
  itemTitle: string;
}

type Toast = { id: number; sent: boolean } | null;

const EMPTY = { object: '', content: '' };

/**
 * The contact form of a page, service, event or news item (§3, §5): only its own fields, the object and
 * the message; the person's name and e-mail are added by the server from the sign-in. Sent: 'Form Submited'
 * for 2 s and the form cleared; not sent: 'Form Not Submited' for 2 s and everything kept (§8).
 */
export function ContactForm({ postType, postId, formTitle, itemTitle }: ContactFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateEntry();
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<{ object?: ContactProblem; content?: ContactProblem }>({});
  const [toast, setToast] = useState<Toast>(null);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = contactFormProblems(values);
    setProblems(found);
    // The first field to correct takes the focus, where its message is read with it (aria-describedby).
    const firstWrong = (['object', 'content'] as const).find((name) => found[name] !== undefined);
    if (firstWrong !== undefined) {
      document.getElementById(`${id}-${firstWrong}`)?.focus();
      return;
    }
    create.mutate(
      { postType, postId, title: `${formTitle} — ${itemTitle}`, ...values },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setToast((previous) => ({ id: (previous?.id ?? 0) + 1, sent: true }));
        },
        onError: () => {
          setToast((previous) => ({ id: (previous?.id ?? 0) + 1, sent: false }));
        },
      },
    );
  };

  const field = (name: 'object' | 'content', max: number) => {
    const problem = problems[name];
    const messageId = `${id}-${name}-message`;
    const common = {
      id: `${id}-${name}`,
      name,
      value: values[name],
      required: true,
      maxLength: max,
      'aria-invalid': problem === undefined ? undefined : true,
      'aria-describedby': problem === undefined ? undefined : messageId,
    };
    const onChange = (value: string) => {
      setValues((previous) => ({ ...previous, [name]: value }));
    };
    return (
      <div className="form-field">
        <label className="form-field__label" htmlFor={common.id}>
          {t(`forms:contact.${name}`)}
          <span aria-hidden="true"> *</span>
          <span className="visually-hidden"> {t('forms:required')}</span>
        </label>
        {name === 'content' ? (
          <textarea
            {...common}
            rows={6}
            onChange={(event) => {
              onChange(event.target.value);
            }}
          />
        ) : (
          <input
            {...common}
            type="text"
            onChange={(event) => {
              onChange(event.target.value);
            }}
          />
        )}
        {problem !== undefined && (
          <p className="form-field__message" id={messageId}>
            {t(`forms:problem.${problem}`, { max })}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className="form-block" aria-labelledby={`${id}-title`}>
      <h2 className="form-block__title" id={`${id}-title`}>
        {formTitle}
      </h2>
      <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
        {field('object', CONTACT_OBJECT_MAX_LENGTH)}
        {field('content', CONTACT_CONTENT_MAX_LENGTH)}
        <BusyButton className="button button--primary" type="submit" busy={create.isPending}>
          {create.isPending ? t('forms:sending') : t('forms:send')}
        </BusyButton>
      </form>
      {/* Both live regions are there from the start (ui/timed-toast.tsx): a status for sent, an alert for not sent. */}
      <TimedToast
        id={toast?.id ?? 0}
        message={toast?.sent === true ? t('forms:contact.sent') : null}
        durationMs={FORM_TOAST_MS}
      />
      <TimedToast
        id={toast?.id ?? 0}
        message={toast?.sent === false ? t('forms:contact.notSent') : null}
        durationMs={FORM_TOAST_MS}
        tone="danger"
      />
    </section>
  );
}
