import { FORM_TOAST_MS } from '@campus/domain/constants';
import { initialInputs, validateSubmission, type FieldProblem, type GravityForm } from '@campus/domain/forms';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogger } from '../../lib/debug/debug-context.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Loading } from '../../ui/loading.tsx';
import { useFocusFallback } from '../../ui/use-focus-fallback.ts';
import { TimedToast } from '../../ui/timed-toast.tsx';
import { useForm } from './api/get-form.ts';
import { useSubmitForm } from './api/submit-form.ts';
import { ChoiceText } from './choice-text.tsx';
import { FormFieldView } from './form-field.tsx';
import { ownAnswers } from './own-answers.ts';

type Toast = { id: number; message: string; tone: 'danger' | 'dark' } | null;

/**
 * An embedded Gravity-style form (§2.6, §2.14, §3, §4 Forms): its fields, the messages under them (checked
 * here with the server's own rules, then the server's answer), and the results of §8. Nothing typed is lost
 * on a failure; on success the form gives way to its confirmation.
 */
export function GravityFormBlock({ formId }: { formId: number }) {
  const { t } = useTranslation();
  const query = useForm(formId);
  if (query.isPending) return <Loading />;
  // Not the person's business: the content around it still reads (the failure is logged by the client).
  if (query.isError) return <p className="form-block__unavailable">{t('forms:unavailable')}</p>;
  return <GravityFormView form={query.data} />;
}

export function GravityFormView({ form }: { form: GravityForm }) {
  const { t } = useTranslation();
  const log = useLogger();
  const submit = useSubmitForm();
  const [values, setValues] = useState<Record<string, string>>(() => initialInputs(form));
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [toast, setToast] = useState<Toast>(null);
  const titleId = `form-${String(form.id)}-title`;
  // On success the form gives way to its confirmation: the focus goes to the form's heading, not <body>.
  // The three states below are one <section> to React, so one element is watched.
  const section = useRef<HTMLElement>(null);
  useFocusFallback(section);
  // A refused sending (checked here or by the server) gives the focus to the first field to correct, whose
  // message is read with it; messages set otherwise leave the focus alone.
  const refusedSending = useRef(false);
  useEffect(() => {
    if (!refusedSending.current) return;
    refusedSending.current = false;
    section.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [messages]);

  const problemMessage = (problem: FieldProblem, maxLength: number) =>
    t(`forms:problem.${problem}`, { max: maxLength });

  const showToast = (message: string, tone: 'danger' | 'dark') => {
    setToast((previous) => ({ id: (previous?.id ?? 0) + 1, message, tone }));
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const problems = validateSubmission(form, values);
    const local: Record<string, string> = {};
    for (const field of form.fields) {
      const problem = problems[field.id];
      if (problem !== undefined)
        local[String(field.id)] =
          field.errorMessage === '' ? problemMessage(problem, field.maxLength) : field.errorMessage;
    }
    setMessages(local);
    if (Object.keys(local).length > 0) {
      refusedSending.current = true;
      return;
    }
    submit.mutate(
      { formId: form.id, inputs: values },
      {
        onSuccess: (answer) => {
          if (answer.is_valid) {
            setConfirmation(
              answer.confirmation_message === undefined || answer.confirmation_message === ''
                ? t('forms:gravity.success')
                : answer.confirmation_message,
            );
            return;
          }
          refusedSending.current = true;
          setMessages(answer.validation_messages);
          // §8: invalid with no message — the person may no longer take part.
          if (Object.keys(answer.validation_messages).length === 0)
            showToast(t('forms:gravity.unknownError'), 'danger');
        },
        onError: (error) => {
          log.error('form submission failed', { formId: form.id, error: error.message });
          showToast(error.message, 'dark');
        },
      },
    );
  };

  // Mounted from the start, in the answered form as in the form to fill in, so its live region exists before
  // its message (ui/timed-toast.tsx).
  const toastRegion = (
    <TimedToast
      id={toast?.id ?? 0}
      message={toast?.message ?? null}
      durationMs={FORM_TOAST_MS}
      tone={toast?.tone ?? 'danger'}
    />
  );

  // A form that takes one answer each, already answered (§8 'Form unknown error' otherwise awaits a second
  // vote): what the person answered, not a form to fill in again.
  if (confirmation === null && form.submission !== undefined) {
    return (
      <section ref={section} className="form-block" aria-labelledby={titleId}>
        <h2 className="form-block__title" id={titleId}>
          {form.title}
        </h2>
        <p className="form-block__confirmation">{t('forms:answered.message')}</p>
        <OwnAnswerList form={form} inputs={form.submission.inputs} />
        {toastRegion}
      </section>
    );
  }

  if (confirmation !== null) {
    return (
      <section ref={section} className="form-block" aria-labelledby={titleId}>
        <h2 className="form-block__title" id={titleId}>
          {form.title}
        </h2>
        <p className="form-block__confirmation" role="status">
          {confirmation}
        </p>
      </section>
    );
  }

  return (
    <section ref={section} className="form-block" aria-labelledby={titleId}>
      <h2 className="form-block__title" id={titleId}>
        {form.title}
      </h2>
      {form.description !== '' && <p className="form-block__description">{form.description}</p>}
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        {form.fields.map((field) => (
          <FormFieldView
            key={field.id}
            field={field}
            values={values}
            message={messages[String(field.id)]}
            onChange={(key, value) => {
              setValues((previous) => ({ ...previous, [key]: value }));
            }}
          />
        ))}
        <BusyButton className="button button--primary" type="submit" busy={submit.isPending}>
          {submit.isPending
            ? t('forms:sending')
            : form.button.text === ''
              ? t('forms:send')
              : form.button.text}
        </BusyButton>
      </form>
      {toastRegion}
    </section>
  );
}

/** The person's own answers, field by field (the choices' texts, not their stored values). */
function OwnAnswerList({ form, inputs }: { form: GravityForm; inputs: Readonly<Record<string, string>> }) {
  const { t } = useTranslation();
  const answered = ownAnswers(form, inputs);
  if (answered.length === 0) return null;
  return (
    <dl className="form-block__answers" aria-label={t('forms:answered.yours')}>
      {answered.map((field) => (
        <div key={field.fieldId} className="form-block__answer">
          <dt>{field.label}</dt>
          {field.answers.map((answer) => (
            <dd key={answer}>
              <ChoiceText text={answer} />
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
