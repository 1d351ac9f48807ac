import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  contactFormProblems,
  controlOf,
  defaultConfirmation,
  FormSubmissionBodySchema,
  HASHED_LOGIN_PLACEHOLDER,
  initialInputs,
  isOncePerPerson,
  offeredChoices,
  replaceHashedLogin,
  splitChoiceText,
  validateSubmission,
  type FormChoice,
  type FormField,
} from './forms.ts';
import { testFormField } from './form-fixtures.ts';

const choices = (...values: string[]): FormChoice[] =>
  values.map((value) => ({ text: value === '' ? 'Choose…' : value.toUpperCase(), value, isSelected: false }));

const field = (id: number, type: string, extra: Partial<FormField> = {}): FormField =>
  testFormField(id, type, `Field ${String(id)}`, extra);

describe('Gravity-style field rules shared by the web app and the server (spec §5)', () => {
  it('honours isRequired on every answerable type, and not on sections or hidden fields', () => {
    const fields = [
      field(1, 'text', { isRequired: true }),
      field(2, 'textarea', { isRequired: true }),
      field(3, 'email', { isRequired: true }),
      field(4, 'phone', { isRequired: true }),
      field(5, 'radio', { isRequired: true, choices: choices('a', 'b') }),
      field(6, 'select', { isRequired: true, choices: choices('', 'a') }),
      field(7, 'checkbox', { isRequired: true, choices: choices('a', 'b') }),
      field(8, 'survey', { isRequired: true, choices: choices('1', '2', '3') }),
      field(9, 'poll', { isRequired: true, poll_field_type: 'radio', choices: choices('x', 'y') }),
      field(10, 'section', { isRequired: true }),
      field(11, 'hidden', { isRequired: true }),
    ];
    expect(validateSubmission({ fields }, { input_1: '   ' })).toEqual({
      1: 'required',
      2: 'required',
      3: 'required',
      4: 'required',
      5: 'required',
      6: 'required',
      7: 'required',
      8: 'required',
      9: 'required',
    });
  });

  it('applies maxLength to text and textarea, counting characters', () => {
    const fields = [field(1, 'text', { maxLength: 3 }), field(2, 'textarea', { maxLength: 3 })];
    expect(validateSubmission({ fields }, { input_1: 'été', input_2: 'abcd' })).toEqual({ 2: 'too_long' });
  });

  it('checks the e-mail and telephone input types (the French phone pattern)', () => {
    const fields = [field(1, 'email'), field(2, 'phone')];
    expect(
      validateSubmission({ fields }, { input_1: 'anna@campus.example', input_2: '06 12 34 56 78' }),
    ).toEqual({});
    expect(validateSubmission({ fields }, { input_1: 'anna@campus', input_2: '12345' })).toEqual({
      1: 'invalid_email',
      2: 'invalid_phone',
    });
  });

  it("refuses a choice that is not among the field's values, for each choice type", () => {
    const fields = [
      field(1, 'radio', { choices: choices('a', 'b') }),
      field(2, 'select', { choices: choices('a') }),
      field(3, 'survey', { choices: choices('1', '2') }),
      field(4, 'poll', { poll_field_type: 'select', choices: choices('x') }),
      field(5, 'checkbox', { choices: choices('a', 'b') }),
    ];
    expect(
      validateSubmission(
        { fields },
        { input_1: 'c', input_2: 'z', input_3: '9', input_4: 'y', input_5_1: 'b' },
      ),
    ).toEqual({
      1: 'invalid_choice',
      2: 'invalid_choice',
      3: 'invalid_choice',
      4: 'invalid_choice',
      5: 'invalid_choice',
    });
    expect(validateSubmission({ fields }, { input_5_3: 'a' })).toEqual({ 5: 'invalid_choice' });
    expect(
      validateSubmission(
        { fields },
        { input_1: 'b', input_2: 'a', input_3: '2', input_4: 'x', input_5_2: 'b' },
      ),
    ).toEqual({});
  });

  it('refuses the empty choice of a required select, which the select does not offer', () => {
    const select = field(1, 'select', { isRequired: true, choices: choices('', 'a') });
    expect(offeredChoices(select).map((choice) => choice.value)).toEqual(['a']);
    expect(offeredChoices({ ...select, isRequired: false }).map((choice) => choice.value)).toEqual(['', 'a']);
  });

  it('draws a poll by its poll_field_type and reports another type as unsupported', () => {
    expect(controlOf({ type: 'poll', poll_field_type: 'checkbox' })).toBe('checkboxes');
    expect(controlOf({ type: 'poll', poll_field_type: 'slider' })).toBeNull();
    expect(controlOf({ type: 'survey', poll_field_type: null })).toBe('stars');
    expect(controlOf({ type: 'fileupload', poll_field_type: null })).toBeNull();
  });

  it('starts from defaults and pre-selected checkbox choices', () => {
    const fields = [
      field(1, 'checkbox', { choices: [...choices('a'), { text: 'B', value: 'b', isSelected: true }] }),
      field(2, 'hidden', { defaultValue: HASHED_LOGIN_PLACEHOLDER }),
      field(3, 'text'),
    ];
    expect(initialInputs({ fields })).toEqual({ input_1_2: 'b', input_2: HASHED_LOGIN_PLACEHOLDER });
  });

  it('splits choice text on the vertical bar: first part bold, the others normal', () => {
    expect(splitChoiceText('Yoga | Tuesdays 6 pm|Gym')).toEqual({
      bold: 'Yoga',
      rest: ['Tuesdays 6 pm', 'Gym'],
    });
    expect(splitChoiceText('Plain')).toEqual({ bold: 'Plain', rest: [] });
  });

  it('replaces every hashed-login placeholder of a value', () => {
    expect(replaceHashedLogin(`id:${HASHED_LOGIN_PLACEHOLDER}`, 'abc')).toBe('id:abc');
  });

  it("answers the form's default confirmation, else nothing", () => {
    const confirmation = { id: 'c', name: 'Default', type: 'message' as const, message: 'Thanks!' };
    expect(defaultConfirmation({ confirmations: { c: { ...confirmation, isDefault: true } } })).toBe(
      'Thanks!',
    );
    expect(defaultConfirmation({ confirmations: {} })).toBe('');
  });

  it('takes one submission per person when the form has a unique field', () => {
    expect(isOncePerPerson({ fields: [field(1, 'unique')] })).toBe(true);
    expect(isOncePerPerson({ fields: [field(1, 'text')] })).toBe(false);
  });

  it('accepts only input_{id} and input_{id}_{sub} keys in a submission body', () => {
    expect(Value.Check(FormSubmissionBodySchema, { input_1: 'a', input_12_3: 'b' })).toBe(true);
    expect(Value.Check(FormSubmissionBodySchema, { first_name: 'a' })).toBe(false);
    expect(Value.Check(FormSubmissionBodySchema, { input_1: 'a\u0000' })).toBe(false);
  });
});

describe('the contact form (spec §5)', () => {
  it('requires an object and a message, each bounded', () => {
    expect(contactFormProblems({ object: ' ', content: 'Hello' })).toEqual({ object: 'required' });
    expect(contactFormProblems({ object: 'x'.repeat(201), content: '' })).toEqual({
      object: 'too_long',
      content: 'required',
    });
    expect(contactFormProblems({ object: 'Wi-Fi', content: 'It drops every hour.' })).toEqual({});
  });
});
