/**
 * Gravity-style forms (spec §3, §4 Forms, §5, §7; issue #15): a form in the person's language, a submission
 * validated against the form's definition with the rules the web app applies too (packages/domain/forms),
 * one submission per person for a form with a unique field, the anonymous variant that stores nobody, and
 * poll results for staff.
 */
import { createHash } from 'node:crypto';
import {
  controlOf,
  defaultConfirmation,
  hasHashedLoginPlaceholder,
  inputKey,
  isOncePerPerson,
  replaceHashedLogin,
  validateSubmission,
  type FormSubmissionAnswer,
  type FormSubmissionQuery,
  type GravityForm,
  type PollResults,
} from '@campus/domain/forms';
import { languageOfLocale, type Language } from '@campus/domain/locale';
import { WpHttpError } from '@campus/domain/wp-error';
import type { Queryable } from '../db/db.ts';
import {
  answerCounts,
  findForm,
  insertSubmission,
  localeOf,
  ownSubmission,
  submissionCount,
  usernameOf,
  type FormRow,
} from '../db/forms-repository.ts';
import { isIntegrationAccount } from '../db/notifications-repository.ts';
import type { UserIdentity } from '../db/users-repository.ts';
import { fieldMessage } from './form-messages.ts';

const formNotFound = () => new WpHttpError(404, 'gf_form_not_found', 'Form not found.');
const signInNeeded = () => new WpHttpError(403, 'jwt_auth_no_auth_header', 'Authorization header not found.');

type Definition = Omit<GravityForm, 'id' | 'anonymous'>;

function formView(row: FormRow): GravityForm {
  const definition = row.definition as Definition;
  return {
    id: row.id,
    title: definition.title,
    description: definition.description,
    confirmations: definition.confirmations,
    fields: definition.fields.map((field) => ({ ...field, formId: row.id })),
    button: definition.button,
    anonymous: row.anonymous,
  };
}

/** The language of the answers: the one asked for, else the signed-in person's, else English (§9 default). */
async function answerLanguage(
  db: Queryable,
  asked: Language | undefined,
  user: UserIdentity | null,
): Promise<Language> {
  if (asked !== undefined) return asked;
  return user === null ? 'en' : languageOfLocale(await localeOf(db, user.id));
}

/**
 * A form a caller may read: any signed-in person, or anyone for an anonymous form. An unknown form and one a
 * visitor may not read both answer as missing or as needing sign-in, never with the form.
 */
async function readableForm(
  db: Queryable,
  id: number,
  language: Language,
  user: UserIdentity | null,
): Promise<GravityForm> {
  const row = await findForm(db, id, language);
  if (row === null) {
    if (user === null) throw signInNeeded();
    throw formNotFound();
  }
  if (!row.anonymous && user === null) throw signInNeeded();
  return formView(row);
}

/**
 * GET /gf/v2/forms/{id}: with, for a signed-in person who has answered a form that takes one submission
 * each, their own answer (an anonymous form keeps nobody's, so has none to give back).
 */
export async function formFor(
  db: Queryable,
  id: number,
  asked: Language | undefined,
  user: UserIdentity | null,
): Promise<GravityForm> {
  const form = await readableForm(db, id, await answerLanguage(db, asked, user), user);
  if (user === null || form.anonymous || !isOncePerPerson(form)) return form;
  const own = await ownSubmission(db, form.id, user.id);
  return own === null ? form : { ...form, submission: { date: own.date, inputs: own.answers } };
}

/** The inputs of the form's own fields; anything else a client sent is not kept. */
function ownInputs(form: GravityForm, inputs: Readonly<Record<string, string>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of form.fields) {
    const control = controlOf(field);
    if (control === null || control === 'section') continue;
    const keys =
      control === 'checkboxes'
        ? (field.choices ?? []).map((_, index) => inputKey(field.id, index + 1))
        : [inputKey(field.id)];
    for (const key of keys) {
      const value = inputs[key];
      if (value !== undefined && value.trim() !== '') kept[key] = value;
    }
  }
  return kept;
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** A refused submission: §7's {is_valid, validation_messages}, and a WordPress-style error like any 400. */
const refusal = (messages: Record<string, string>, code: string, message: string): FormSubmissionAnswer => ({
  is_valid: false,
  validation_messages: messages,
  code,
  message,
  data: { status: 400 },
});

export interface SubmissionResult {
  status: 200 | 400;
  answer: FormSubmissionAnswer;
}

/** POST /gf/v2/forms/{id}/submissions. */
export async function submitForm(
  db: Queryable,
  id: number,
  query: FormSubmissionQuery,
  inputs: Readonly<Record<string, string>>,
  user: UserIdentity | null,
): Promise<SubmissionResult> {
  const language = await answerLanguage(db, query.language, user);
  const form = await readableForm(db, id, language, user);
  // The anonymous variant takes no identity: not the person's account, nor a hash of their login.
  const person = form.anonymous ? null : user;
  if (form.anonymous && query.hashed_login === true) {
    throw new WpHttpError(400, 'gf_anonymous_form', 'An anonymous form does not take the hashed login.', {
      hashed_login: 'is not allowed on an anonymous form',
    });
  }

  const problems = validateSubmission(form, inputs);
  const invalid = form.fields.filter((field) => problems[field.id] !== undefined);
  if (invalid.length > 0) {
    const messages: Record<string, string> = {};
    for (const field of invalid) {
      const problem = problems[field.id];
      if (problem !== undefined) messages[String(field.id)] = fieldMessage(field, problem, language);
    }
    return {
      status: 400,
      answer: refusal(messages, 'gf_invalid_submission', 'The submission is not valid.'),
    };
  }

  let answers = ownInputs(form, inputs);
  if (query.hashed_login === true && person !== null) {
    const username = await usernameOf(db, person.id);
    const hash = sha256(username ?? '');
    answers = Object.fromEntries(
      Object.entries(answers).map(([key, value]) => [
        key,
        hasHashedLoginPlaceholder(value) ? replaceHashedLogin(value, hash) : value,
      ]),
    );
  }
  const stored = await insertSubmission(db, {
    formId: form.id,
    userId: person?.id ?? null,
    oncePerPerson: person !== null && isOncePerPerson(form),
    language,
    answers,
  });
  // §8: invalid without a message is 'Form unknown error' — the person may no longer take part.
  if (!stored) {
    return {
      status: 400,
      answer: refusal({}, 'gf_already_submitted', 'You can no longer participate in this form.'),
    };
  }
  return {
    status: 200,
    answer: { is_valid: true, validation_messages: {}, confirmation_message: defaultConfirmation(form) },
  };
}

const COUNTED_TYPES = new Set(['poll', 'survey']);

/** GET /gf/v2/forms/{id}/results: counts per choice of the poll and survey fields, for staff only. */
export async function pollResults(
  db: Queryable,
  id: number,
  asked: Language | undefined,
  viewer: UserIdentity,
): Promise<PollResults> {
  // The integration accounts read every form's results here; staff read them through the console's
  // GET /staff/forms/{id}/results, whose roles decide (services/staff/staff-forms.ts).
  if (!(await isIntegrationAccount(db, viewer.id))) {
    throw new WpHttpError(403, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
  }
  return formResults(db, id, await answerLanguage(db, asked, viewer), viewer);
}

/** Counts per choice of a form's poll and survey fields, for a reader already allowed to see them. */
export async function formResults(
  db: Queryable,
  id: number,
  language: Language,
  viewer: UserIdentity,
): Promise<PollResults> {
  const form = await readableForm(db, id, language, viewer);
  const counts = await answerCounts(db, id);
  const fields = form.fields
    .filter((field) => COUNTED_TYPES.has(field.type))
    .map((field) => {
      const prefix = inputKey(field.id);
      const ofField = counts.filter((row) => row.key === prefix || row.key.startsWith(`${prefix}_`));
      return {
        field_id: field.id,
        type: field.type,
        label: field.label,
        choices: (field.choices ?? []).map((choice) => ({
          value: choice.value,
          text: choice.text,
          count: ofField
            .filter((row) => row.value === choice.value)
            .reduce((total, row) => total + row.count, 0),
        })),
      };
    });
  return { form_id: id, entries: await submissionCount(db, id), fields };
}
