/**
 * Forms of spec §3/§4/§5/§7 (issue #15): the Gravity-style forms (definitions, submissions, poll results)
 * and the contact form entries, as the wire carries them, with the validation rules both sides apply to a
 * submission (the web app before sending, the server before storing). Pure: no I/O, no messages — a rule
 * answers a problem code, each side words it in the person's language.
 */
import { Type, type Static } from 'typebox';
import { isValidPhone } from './phone.ts';
import { IdSchema, LanguageSchema, Nullable, SafeTextSchema } from './wire.ts';

// ---------------------------------------------------------------------------------------------------------
// Gravity-style forms (§3 Gravity-style form)

export const FIELD_TYPES = [
  'checkbox',
  'email',
  'phone',
  'radio',
  'select',
  'text',
  'textarea',
  'poll',
  'survey',
  'unique',
  'hidden',
  'section',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** The ways a poll field is drawn (§3: radio, checkbox or select). */
export const POLL_FIELD_TYPES = ['radio', 'checkbox', 'select'] as const;
export type PollFieldType = (typeof POLL_FIELD_TYPES)[number];

export const FormChoiceSchema = Type.Object({
  /** Split on '|' when shown: the first part bold, the others normal (§5). */
  text: Type.String(),
  value: Type.String(),
  isSelected: Type.Boolean(),
});
export type FormChoice = Static<typeof FormChoiceSchema>;

/** A checkbox field's inputs, one per choice: `{fieldId}.{n}` for the n-th choice (from 1), as GF names them. */
export const FormInputSchema = Type.Object({ id: Type.String(), label: Type.String() });
export type FormInput = Static<typeof FormInputSchema>;

export const FormFieldSchema = Type.Object({
  id: Type.Integer(),
  formId: Type.Integer(),
  /**
   * One of FIELD_TYPES; kept open on the wire so that a client meets a type it does not know as
   * 'Field type not supported: {type}.' (§8) instead of a refused answer.
   */
  type: Type.String(),
  label: Type.String(),
  description: Type.String(),
  cssClass: Type.String(),
  isRequired: Type.Boolean(),
  placeholder: Type.String(),
  visibility: Type.Enum(['visible', 'hidden', 'administrative']),
  choices: Nullable(Type.Array(FormChoiceSchema)),
  inputs: Nullable(Type.Array(FormInputSchema)),
  /** For text and textarea; 0 = no limit (§5). */
  maxLength: Type.Integer({ minimum: 0 }),
  /** May hold HASHED_LOGIN_PLACEHOLDER (a hidden field), replaced by the server. */
  defaultValue: Type.String(),
  /** Poll fields only: one of POLL_FIELD_TYPES, or another the client reports as unsupported. */
  poll_field_type: Nullable(Type.String()),
  /** The form author's message for this field when it is invalid; '' = the portal's own. */
  errorMessage: Type.String(),
});
export type FormField = Static<typeof FormFieldSchema>;

export const FormConfirmationSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  isDefault: Type.Boolean(),
  type: Type.Literal('message'),
  message: Type.String(),
});
export type FormConfirmation = Static<typeof FormConfirmationSchema>;

/** What a person answered to a form that takes one submission each: when, and the inputs as sent. */
export const OwnSubmissionSchema = Type.Object({
  /** WordPress local date of the submission. */
  date: Type.String(),
  /** `input_{fieldId}` (and `input_{fieldId}_{n}` for checkboxes) to the value kept. */
  inputs: Type.Record(Type.String(), Type.String()),
});
export type OwnSubmission = Static<typeof OwnSubmissionSchema>;

export const GravityFormSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  confirmations: Type.Record(Type.String(), FormConfirmationSchema),
  fields: Type.Array(FormFieldSchema),
  button: Type.Object({ text: Type.String() }),
  /**
   * Portal extension: the anonymous variant of §7. Such a form is submitted without authorisation and
   * stores nothing that identifies the person (no account, no address, no hashed login).
   */
  anonymous: Type.Boolean(),
  /**
   * Portal extension (issue #29): the signed-in caller's own answer to a form that takes one per person (a
   * poll with a `unique` field), once given — so a poll already answered shows that answer instead of a
   * vote that the server would refuse. Absent otherwise; never anyone else's.
   */
  submission: Type.Optional(OwnSubmissionSchema),
});
export type GravityForm = Static<typeof GravityFormSchema>;

export const FormQuerySchema = Type.Object({ language: Type.Optional(LanguageSchema) });

/** The largest value one input may carry; a textarea's own maxLength is usually far below. */
export const FORM_INPUT_MAX_LENGTH = 5_000;
/** `input_{fieldId}` and, for checkbox inputs, `input_{fieldId}_{n}` (§7). */
export const INPUT_KEY_PATTERN = '^input_[1-9][0-9]{0,5}(_[1-9][0-9]{0,2})?$';
const MAX_INPUTS = 300;

/** The submission body: the inputs only (§7); the language and the hash flag travel in the query. */
export const FormSubmissionBodySchema = Type.Record(
  Type.String({ pattern: INPUT_KEY_PATTERN }),
  SafeTextSchema({ maxLength: FORM_INPUT_MAX_LENGTH }),
  { maxProperties: MAX_INPUTS, additionalProperties: false },
);
export type FormSubmissionBody = Static<typeof FormSubmissionBodySchema>;

export const FormSubmissionQuerySchema = Type.Object({
  language: Type.Optional(LanguageSchema),
  /** §5: set when a value holds HASHED_LOGIN_PLACEHOLDER, which the server then replaces. */
  hashed_login: Type.Optional(Type.Boolean()),
});
export type FormSubmissionQuery = Static<typeof FormSubmissionQuerySchema>;

/**
 * The answer of a submission, 200 when valid and 400 when not (§7: a 400 is a normal result). Invalid with
 * no message means the person may no longer take part ('Form unknown error', §8).
 */
export const FormSubmissionAnswerSchema = Type.Object({
  is_valid: Type.Boolean(),
  /** Keyed by field id, in the person's language. */
  validation_messages: Type.Record(Type.String(), Type.String()),
  /** The form's default confirmation when valid; '' when it has none (the client says 'Form well submitted'). */
  confirmation_message: Type.Optional(Type.String()),
  // A refusal is also a WordPress-style error (code, message, data.status), as every 4xx of the API is.
  code: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  data: Type.Optional(Type.Object({ status: Type.Integer() })),
});
export type FormSubmissionAnswer = Static<typeof FormSubmissionAnswerSchema>;

export const PollResultsSchema = Type.Object({
  form_id: Type.Integer(),
  /** Submissions of the form. */
  entries: Type.Integer(),
  fields: Type.Array(
    Type.Object({
      field_id: Type.Integer(),
      type: Type.String(),
      label: Type.String(),
      choices: Type.Array(Type.Object({ value: Type.String(), text: Type.String(), count: Type.Integer() })),
    }),
  ),
});
export type PollResults = Static<typeof PollResultsSchema>;

/**
 * §5: a value holding this is sent with the hash flag, and the server puts the SHA-256 of the person's
 * username in its place (a survey may tell answers of one person apart without naming them).
 */
export const HASHED_LOGIN_PLACEHOLDER = '{user_login_hash}';

export const hasHashedLoginPlaceholder = (value: string): boolean => value.includes(HASHED_LOGIN_PLACEHOLDER);

export const replaceHashedLogin = (value: string, hash: string): string =>
  value.replaceAll(HASHED_LOGIN_PLACEHOLDER, hash);

/** `input_{fieldId}` or `input_{fieldId}_{sub}`. */
export const inputKey = (fieldId: number, sub?: number): string =>
  sub === undefined ? `input_${String(fieldId)}` : `input_${String(fieldId)}_${String(sub)}`;

/** How a field is drawn: a poll by its poll_field_type (null when that is not one of §3's three). */
export type FieldControl =
  | 'checkboxes'
  | 'radios'
  | 'select'
  | 'stars'
  | 'text'
  | 'email'
  | 'phone'
  | 'textarea'
  | 'hidden'
  | 'section';

export function controlOf(field: Pick<FormField, 'type' | 'poll_field_type'>): FieldControl | null {
  switch (field.type) {
    case 'checkbox':
      return 'checkboxes';
    case 'radio':
      return 'radios';
    case 'select':
      return 'select';
    case 'survey':
      return 'stars';
    case 'text':
      return 'text';
    case 'email':
      return 'email';
    case 'phone':
      return 'phone';
    case 'textarea':
      return 'textarea';
    case 'hidden':
    case 'unique':
      return 'hidden';
    case 'section':
      return 'section';
    case 'poll':
      switch (field.poll_field_type) {
        case 'radio':
          return 'radios';
        case 'checkbox':
          return 'checkboxes';
        case 'select':
          return 'select';
        case null:
        default:
          return null;
      }
    default:
      return null;
  }
}

/** §5: a required select does not offer its empty-value choices ('Choose…'). */
export function offeredChoices(field: Pick<FormField, 'choices' | 'isRequired'>): FormChoice[] {
  const choices = field.choices ?? [];
  return field.isRequired ? choices.filter((choice) => choice.value !== '') : choices;
}

/** §5: choice text split on '|': the first part bold, the others normal. */
export function splitChoiceText(text: string): { bold: string; rest: string[] } {
  const [bold = '', ...rest] = text.split('|').map((part) => part.trim());
  return { bold, rest: rest.filter((part) => part !== '') };
}

/** The inputs a form starts with: defaults, pre-selected choices (§5: a checkbox may be pre-selected). */
export function initialInputs(form: Pick<GravityForm, 'fields'>): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const field of form.fields) {
    const control = controlOf(field);
    if (control === null || control === 'section') continue;
    if (control === 'checkboxes') {
      (field.choices ?? []).forEach((choice, index) => {
        if (choice.isSelected) inputs[inputKey(field.id, index + 1)] = choice.value;
      });
      continue;
    }
    const selected = (field.choices ?? []).find((choice) => choice.isSelected);
    const value = selected?.value ?? field.defaultValue;
    if (value !== '') inputs[inputKey(field.id)] = value;
  }
  return inputs;
}

export const FIELD_PROBLEMS = [
  'required',
  'too_long',
  'invalid_email',
  'invalid_phone',
  'invalid_choice',
] as const;
export type FieldProblem = (typeof FIELD_PROBLEMS)[number];

/** Characters as people count them (and JSON Schema's maxLength does), not UTF-16 units. */
const characterCount = (value: string): number => Array.from(value).length;

// A practical e-mail check (what `type=email` accepts), not RFC 5322.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function answerOf(field: FormField, inputs: Readonly<Record<string, string>>): string[] {
  if (controlOf(field) === 'checkboxes') {
    return (field.choices ?? [])
      .map((_, index) => inputs[inputKey(field.id, index + 1)] ?? '')
      .filter((value) => value.trim() !== '');
  }
  const value = inputs[inputKey(field.id)] ?? '';
  return value.trim() === '' ? [] : [value];
}

/** A checkbox input numbered past the field's choices (`input_5_9` of a 3-choice field). */
function hasInputBeyondChoices(field: FormField, inputs: Readonly<Record<string, string>>): boolean {
  const prefix = `input_${String(field.id)}_`;
  const count = (field.choices ?? []).length;
  return Object.keys(inputs).some(
    (key) => key.startsWith(prefix) && Number(key.slice(prefix.length)) > count,
  );
}

/** The problem of one field's answer, or null (§5 Gravity-style field rules). */
export function fieldProblem(
  field: FormField,
  inputs: Readonly<Record<string, string>>,
): FieldProblem | null {
  const control = controlOf(field);
  // A section asks nothing; an unsupported field cannot be answered, so it cannot be held against anyone.
  if (control === null || control === 'section') return null;
  if (control === 'checkboxes' && hasInputBeyondChoices(field, inputs)) return 'invalid_choice';
  const answer = answerOf(field, inputs);
  if (answer.length === 0) return field.isRequired && control !== 'hidden' ? 'required' : null;
  switch (control) {
    case 'checkboxes': {
      // Each checkbox input carries its own choice's value (GF: input n is choice n).
      const wrong = (field.choices ?? []).some((choice, index) => {
        const value = inputs[inputKey(field.id, index + 1)];
        return value !== undefined && value.trim() !== '' && value !== choice.value;
      });
      return wrong ? 'invalid_choice' : null;
    }
    case 'radios':
    case 'select':
    case 'stars':
      return offeredChoices(field).some((choice) => choice.value === answer[0]) ? null : 'invalid_choice';
    case 'email':
      return EMAIL_PATTERN.test(answer[0]?.trim() ?? '') ? null : 'invalid_email';
    case 'phone':
      return isValidPhone(answer[0]) ? null : 'invalid_phone';
    case 'text':
    case 'textarea':
      return field.maxLength > 0 && characterCount(answer[0] ?? '') > field.maxLength ? 'too_long' : null;
    case 'hidden':
      return null;
  }
}

/** Every field's problem, keyed by field id; empty when the submission is valid. */
export function validateSubmission(
  form: Pick<GravityForm, 'fields'>,
  inputs: Readonly<Record<string, string>>,
): Record<number, FieldProblem> {
  const problems: Record<number, FieldProblem> = {};
  for (const field of form.fields) {
    const problem = fieldProblem(field, inputs);
    if (problem !== null) problems[field.id] = problem;
  }
  return problems;
}

/** §8: the form's default confirmation message, '' when it has none. */
export function defaultConfirmation(form: Pick<GravityForm, 'confirmations'>): string {
  const confirmations = Object.values(form.confirmations);
  return (confirmations.find((confirmation) => confirmation.isDefault) ?? confirmations[0])?.message ?? '';
}

/** A form with a `unique` field takes one submission per person (issue #15). */
export const isOncePerPerson = (form: Pick<GravityForm, 'fields'>): boolean =>
  form.fields.some((field) => field.type === 'unique');

// ---------------------------------------------------------------------------------------------------------
// Contact form entries (§3 Entry, §4 Contact form entry, §5 contact form)

/** The content types that may carry a contact form (acf.form): news, events, pages, services. */
export const ENTRY_POST_TYPES = ['post', 'event', 'page', 'service'] as const;
export type EntryPostType = (typeof ENTRY_POST_TYPES)[number];

export const ENTRY_STATUSES = ['not_sent', 'sent', 'failed'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** §3 entry_datas keys; the first three always come from the signed-in person, never from the body. */
export const ENTRY_DATA_KEYS = ['first_name', 'last_name', 'sender_email', 'object', 'content'] as const;
export type EntryDataKey = (typeof ENTRY_DATA_KEYS)[number];

export const CONTACT_OBJECT_MAX_LENGTH = 200;
export const CONTACT_CONTENT_MAX_LENGTH = 5_000;

export const EntryDataSchema = Type.Object({
  key: Type.Enum(ENTRY_DATA_KEYS),
  value: SafeTextSchema({ maxLength: CONTACT_CONTENT_MAX_LENGTH }),
});
export type EntryData = Static<typeof EntryDataSchema>;

/** POST /wp/v2/entry (§7). */
export const EntryBodySchema = Type.Object({
  status: Type.Optional(Type.Literal('publish')),
  title: SafeTextSchema({ maxLength: 300 }),
  acf: Type.Object({
    entry_id_post: IdSchema,
    /** Portal extension: the ids of news, events, pages and services are separate sequences. */
    entry_post_type: Type.Enum(ENTRY_POST_TYPES),
    entry_datas: Type.Array(EntryDataSchema, { maxItems: ENTRY_DATA_KEYS.length }),
    /** Ignored: the receiver is the item's own acf.form.form_email_receiver (no open relay). */
    entry_service_email: Type.Optional(SafeTextSchema({ maxLength: 320 })),
    entry_status: Type.Optional(Type.Enum(ENTRY_STATUSES)),
  }),
});
export type EntryBody = Static<typeof EntryBodySchema>;

export const EntrySchema = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  status: Type.Literal('publish'),
  type: Type.Literal('entry'),
  title: Type.Object({ rendered: Type.String() }),
  acf: Type.Object({
    entry_id_post: Type.Integer(),
    entry_post_type: Type.Enum(ENTRY_POST_TYPES),
    entry_service_email: Type.String(),
    entry_datas: Type.Array(Type.Object({ key: Type.Enum(ENTRY_DATA_KEYS), value: Type.String() })),
    entry_status: Type.Enum(ENTRY_STATUSES),
  }),
});
export type Entry = Static<typeof EntrySchema>;

export type ContactProblem = 'required' | 'too_long';

/** §5 contact form: its own fields only, object and message both required and bounded. */
export function contactFormProblems(values: { object: string; content: string }): {
  object?: ContactProblem;
  content?: ContactProblem;
} {
  const problem = (value: string, max: number): ContactProblem | undefined => {
    if (value.trim() === '') return 'required';
    return characterCount(value) > max ? 'too_long' : undefined;
  };
  const object = problem(values.object, CONTACT_OBJECT_MAX_LENGTH);
  const content = problem(values.content, CONTACT_CONTENT_MAX_LENGTH);
  return { ...(object && { object }), ...(content && { content }) };
}

/** A message of the outbox the embedded default keeps instead of sending (staff read it). */
export const OutboxMessageSchema = Type.Object({
  id: Type.Integer(),
  entry_id: Nullable(Type.Integer()),
  to: Type.String(),
  from: Type.String(),
  reply_to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  created_at: Type.String(),
});
export type OutboxMessage = Static<typeof OutboxMessageSchema>;
