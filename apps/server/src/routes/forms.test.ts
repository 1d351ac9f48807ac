import { createHash } from 'node:crypto';
import {
  HASHED_LOGIN_PLACEHOLDER,
  type FormField,
  type FormSubmissionAnswer,
  type GravityForm,
  type PollResults,
} from '@campus/domain/forms';
import { testFormField } from '@campus/domain/form-fixtures';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';

const choice = (value: string, text = value, isSelected = false) => ({ text, value, isSelected });

/** A field as a staff request sends it: the form it belongs to is the one the request creates. */
function field(
  id: number,
  type: string,
  label: string,
  extra: Partial<FormField> = {},
): Omit<FormField, 'formId'> {
  const { formId: _formId, ...inNoForm } = testFormField(id, type, label, extra);
  return inNoForm;
}

/** A registration form with every field type of §3. */
function registration(language: 'fr' | 'en') {
  const fr = language === 'fr';
  return {
    title: fr ? 'Inscription' : 'Registration',
    description: '',
    button: { text: fr ? 'Envoyer' : 'Send' },
    confirmations: {
      c1: {
        id: 'c1',
        name: 'Default',
        isDefault: true,
        type: 'message',
        message: fr ? 'Merci !' : 'Thank you!',
      },
    },
    fields: [
      field(1, 'section', fr ? 'Vous' : 'You'),
      field(2, 'text', fr ? 'Nom' : 'Name', { isRequired: true, maxLength: 20 }),
      field(3, 'textarea', 'Comment', { maxLength: 50 }),
      field(4, 'email', 'E-mail', { isRequired: true }),
      field(5, 'phone', fr ? 'Téléphone' : 'Phone'),
      field(6, 'radio', 'Size', { choices: [choice('s'), choice('m')] }),
      field(7, 'select', 'Diet', {
        isRequired: true,
        choices: [choice('', 'Choose'), choice('veg'), choice('any')],
      }),
      field(8, 'checkbox', 'Days', {
        choices: [choice('mon'), choice('tue', 'Tuesday', true)],
        inputs: [
          { id: '8.1', label: 'mon' },
          { id: '8.2', label: 'tue' },
        ],
      }),
      field(9, 'poll', 'Favourite', { poll_field_type: 'radio', choices: [choice('a'), choice('b')] }),
      field(10, 'survey', 'Stars', { choices: ['1', '2', '3'].map((value) => choice(value)) }),
      field(11, 'hidden', 'Who', { defaultValue: `id-${HASHED_LOGIN_PLACEHOLDER}` }),
      field(12, 'unique', 'Once'),
    ],
  };
}

function survey(language: 'fr' | 'en') {
  return {
    title: language === 'fr' ? 'Satisfaction' : 'Satisfaction',
    description: '',
    button: { text: 'OK' },
    confirmations: {},
    fields: [
      field(1, 'survey', language === 'fr' ? 'Votre note' : 'Your rating', {
        isRequired: true,
        choices: ['1', '2', '3', '4', '5'].map((value) => choice(value)),
      }),
      field(2, 'poll', 'Best', {
        poll_field_type: 'checkbox',
        choices: [choice('wifi'), choice('laundry')],
      }),
    ],
  };
}

describe('Gravity-style forms (spec §3, §4 Forms, §5, §7; issue #15)', () => {
  let app: FastifyInstance;
  let registrationId: number;
  let surveyId: number;
  let staff: SignedInCaller;

  const url = (id: number, query = '') => `/wp-json/gf/v2/forms/${String(id)}/submissions${query}`;
  const submit = (caller: SignedInCaller | null, id: number, inputs: object, query = '') =>
    app.inject({
      method: 'POST',
      url: url(id, query),
      ...(caller === null ? {} : { headers: caller.headers }),
      payload: inputs,
    });
  const answerOf = (response: LightMyRequestResponse) => response.json<FormSubmissionAnswer>();

  async function insertForm(key: string, anonymous: boolean, definition: (language: 'fr' | 'en') => object) {
    const [row] = await app.db.query<{ id: number }>(
      `INSERT INTO gravity_forms (key, anonymous, definition_fr, definition_en)
       VALUES ($1, $2, $3::jsonb, $4::jsonb) RETURNING id`,
      [key, anonymous, JSON.stringify(definition('fr')), JSON.stringify(definition('en'))],
    );
    if (!row) throw new Error('form not inserted');
    return row.id;
  }

  const valid = {
    input_2: 'Alice',
    input_4: 'alice@campus.example',
    input_7: 'veg',
    input_8_2: 'tue',
    input_11: `id-${HASHED_LOGIN_PLACEHOLDER}`,
  };

  beforeAll(async () => {
    app = await buildTestApp({ FORM_SUBMISSIONS_PER_MINUTE: '6', ANONYMOUS_FORMS_PER_MINUTE: '4' });
    registrationId = await insertForm('test-registration', false, registration);
    surveyId = await insertForm('test-survey', true, survey);
    staff = await signedInCaller(app, 'integration.api');
  });
  afterAll(() => app.close());

  it("answers a form's definition in the asked language, with its id on every field", async () => {
    const alice = await signedInCaller(app, 'alice.martin');
    const answer = await app.inject({
      method: 'GET',
      url: `/wp-json/gf/v2/forms/${String(registrationId)}?language=fr`,
      headers: alice.headers,
    });
    expect(answer.statusCode).toBe(200);
    const form = answer.json<GravityForm>();
    expect(form.title).toBe('Inscription');
    expect(form.fields.map((item) => item.type)).toEqual([
      'section',
      'text',
      'textarea',
      'email',
      'phone',
      'radio',
      'select',
      'checkbox',
      'poll',
      'survey',
      'hidden',
      'unique',
    ]);
    expect(form.fields.every((item) => item.formId === registrationId)).toBe(true);
    const visitor = await app.inject({
      method: 'GET',
      url: `/wp-json/gf/v2/forms/${String(registrationId)}`,
    });
    expect(visitor.statusCode).toBe(403);
  });

  it("validates every field type against the definition and answers 400 with messages in the person's language", async () => {
    const camille = await signedInCaller(app, 'camille.dupont'); // fr_FR
    const invalid = await submit(camille, registrationId, {
      input_2: 'x'.repeat(21),
      input_3: 'y'.repeat(51),
      input_4: 'not-an-email',
      input_5: '12345',
      input_6: 'xl',
      input_7: '',
      input_8_1: 'tue',
      input_9: 'c',
      input_10: '9',
    });
    expect(invalid.statusCode).toBe(400);
    const messages = answerOf(invalid).validation_messages;
    expect(answerOf(invalid).is_valid).toBe(false);
    expect(Object.keys(messages).sort((a, b) => Number(a) - Number(b))).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(messages['2']).toBe('Ce champ accepte au plus 20 caractères.');
    expect(messages['4']).toBe('Veuillez saisir une adresse e-mail valide.');
    expect(messages['7']).toBe('Ce champ est obligatoire.');

    const english = await submit(camille, registrationId, { input_4: 'a@b.example' }, '?language=en');
    expect(answerOf(english).validation_messages).toEqual({
      '2': 'This field is required.',
      '7': 'This field is required.',
    });
  });

  it('accepts a valid submission, answers the confirmation, replaces the hashed-login placeholder and keeps the person', async () => {
    const thomas = await signedInCaller(app, 'thomas.petit');
    const answer = await submit(
      thomas,
      registrationId,
      { ...valid, input_99: 'ignored' },
      '?hashed_login=true&language=en',
    );
    expect(answer.statusCode).toBe(200);
    expect(answerOf(answer)).toEqual({
      is_valid: true,
      validation_messages: {},
      confirmation_message: 'Thank you!',
    });
    const [row] = await app.db.query<{ user_id: number; answers: Record<string, string> }>(
      'SELECT user_id, answers FROM form_submissions WHERE form_id = $1 AND user_id = $2',
      [registrationId, thomas.id],
    );
    const hash = createHash('sha256').update('thomas.petit').digest('hex');
    expect(row?.answers).toEqual({ ...valid, input_11: `id-${hash}` });
  });

  it('refuses a second submission by the same person of a form with a unique field, with no message', async () => {
    const sofia = await signedInCaller(app, 'sofia.garcia');
    expect((await submit(sofia, registrationId, valid)).statusCode).toBe(200);
    const again = await submit(sofia, registrationId, valid);
    expect(again.statusCode).toBe(400);
    expect(answerOf(again)).toMatchObject({
      is_valid: false,
      validation_messages: {},
      code: 'gf_already_submitted',
    });
    // Without the flag the placeholder stays as sent.
    const [row] = await app.db.query<{ answers: Record<string, string> }>(
      'SELECT answers FROM form_submissions WHERE form_id = $1 AND user_id = $2',
      [registrationId, sofia.id],
    );
    expect(row?.answers['input_11']).toBe(`id-${HASHED_LOGIN_PLACEHOLDER}`);
  });

  it("gives a person back their own answer to a form that takes one each, and nobody else's (issue #29)", async () => {
    const ines = await signedInCaller(app, 'ines.silva');
    const formOf = async (caller: SignedInCaller, id: number) =>
      (
        await app.inject({
          method: 'GET',
          url: `/wp-json/gf/v2/forms/${String(id)}`,
          headers: caller.headers,
        })
      ).json<GravityForm>();
    expect((await formOf(ines, registrationId)).submission).toBeUndefined();
    expect((await submit(ines, registrationId, { ...valid, input_9: 'b' })).statusCode).toBe(200);
    const answered = await formOf(ines, registrationId);
    expect(answered.submission?.inputs).toEqual({ ...valid, input_9: 'b' });
    expect(answered.submission?.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    // Someone who has not answered sees none.
    const lucas = await signedInCaller(app, 'lucas.bernard');
    expect((await formOf(lucas, registrationId)).submission).toBeUndefined();
  });

  it('refuses a submission of a signed-in form without authorisation', async () => {
    const answer = await submit(null, registrationId, valid);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'jwt_auth_no_auth_header' });
  });

  it('accepts the anonymous variant without authorisation and stores nothing identifying, even when signed in', async () => {
    const visitor = await submit(null, surveyId, { input_1: '4', input_2_1: 'wifi' });
    expect(visitor.statusCode).toBe(200);
    expect(answerOf(visitor).confirmation_message).toBe('');
    const chloe = await signedInCaller(app, 'chloe.moreau');
    expect(
      (await submit(chloe, surveyId, { input_1: '5', input_2_1: 'wifi', input_2_2: 'laundry' })).statusCode,
    ).toBe(200);
    const rows = await app.db.query<{ user_id: number | null }>(
      'SELECT user_id FROM form_submissions WHERE form_id = $1',
      [surveyId],
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.user_id === null)).toBe(true);
    const hashed = await submit(chloe, surveyId, { input_1: '5' }, '?hashed_login=true');
    expect(hashed.statusCode).toBe(400);
    expect(hashed.json()).toMatchObject({ code: 'gf_anonymous_form' });
  });

  it('gives the poll and survey counts per choice to staff only', async () => {
    const results = await app.inject({
      method: 'GET',
      url: `/wp-json/gf/v2/forms/${String(surveyId)}/results?language=en`,
      headers: staff.headers,
    });
    expect(results.statusCode).toBe(200);
    const body = results.json<PollResults>();
    expect(body.entries).toBe(2);
    expect(body.fields.find((item) => item.field_id === 1)?.choices.map((item) => item.count)).toEqual([
      0, 0, 0, 1, 1,
    ]);
    expect(body.fields.find((item) => item.field_id === 2)?.choices).toEqual([
      { value: 'wifi', text: 'wifi', count: 2 },
      { value: 'laundry', text: 'laundry', count: 1 },
    ]);
    const alice = await signedInCaller(app, 'alice.martin');
    const refused = await app.inject({
      method: 'GET',
      url: `/wp-json/gf/v2/forms/${String(surveyId)}/results`,
      headers: alice.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('limits submissions per person and, for visitors, per address', async () => {
    const paul = await signedInCaller(app, 'paul.durand');
    const personal: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      personal.push((await submit(paul, registrationId, { input_2: 'Paul' })).statusCode);
    }
    expect(personal.slice(0, 6).every((status) => status === 400)).toBe(true);
    expect(personal[6]).toBe(429);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await submit(null, surveyId, { input_1: '3' })).statusCode);
    }
    // Two anonymous submissions were made above from the same address: 4 a minute.
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('refuses an unknown form, a body over the bound and keys that are not inputs', async () => {
    const alice = await signedInCaller(app, 'alice.martin');
    expect((await submit(alice, 999_999, valid)).statusCode).toBe(404);
    const huge = await submit(alice, registrationId, { input_3: 'x'.repeat(70_000) });
    expect(huge.statusCode).toBe(413);
  });
});
