import { FIELD_TYPES, HASHED_LOGIN_PLACEHOLDER, type GravityForm } from '@campus/domain/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { openTestDb } from '../../test/test-app.ts';
import { checkForms } from './check-forms.ts';
import { loadSampleCampus, type SampleCampus } from './load-sample-campus.ts';
import { Problems } from './seed-problems.ts';

interface FormRow {
  key: string;
  anonymous: boolean;
  definition_fr: Omit<GravityForm, 'id' | 'anonymous'>;
  definition_en: Omit<GravityForm, 'id' | 'anonymous'>;
}

const acfOf = async (db: Db, sql: string) => {
  const [row] = await db.query<{ id: number; acf: { form: unknown; gform: { gform: number } | null } }>(sql);
  if (!row) throw new Error(`No row for ${sql}`);
  return row.acf;
};

describe('the sample forms (issue #15)', () => {
  let db: Db;
  let forms: Map<string, FormRow & { id: number }>;

  beforeAll(async () => {
    db = await openTestDb();
    const rows = await db.query<FormRow & { id: number }>(
      'SELECT id, key, anonymous, definition_fr, definition_en FROM gravity_forms',
    );
    forms = new Map(rows.map((row) => [row.key, row]));
  });
  afterAll(() => db.close());

  it('has a registration form with every field type and a hashed-login hidden field, on an event with a contact form', async () => {
    const registration = forms.get('career-fair-registration');
    const types = new Set(registration?.definition_en.fields.map((field) => field.type));
    expect([...FIELD_TYPES].filter((type) => !types.has(type))).toEqual([]);
    expect(
      registration?.definition_fr.fields.find((field) => field.type === 'hidden')?.defaultValue,
    ).toContain(HASHED_LOGIN_PLACEHOLDER);
    const event = await acfOf(db, "SELECT id, acf FROM events WHERE slug = 'internship-and-job-fair'");
    expect(event.gform?.gform).toBe(registration?.id);
    expect(event.form).toMatchObject({ form_activation: true });
  });

  it('has an anonymous star survey on a service, and a poll on a news item', async () => {
    const survey = forms.get('front-desk-satisfaction');
    expect(survey?.anonymous).toBe(true);
    expect(survey?.definition_en.fields[0]?.type).toBe('survey');
    const service = await acfOf(
      db,
      "SELECT id, acf FROM service_pages WHERE slug = 'welcome-desk' AND language = 'en'",
    );
    expect(service.gform?.gform).toBe(survey?.id);
    expect(service.form).toMatchObject({ form_activation: true });

    const poll = forms.get('film-club-poll');
    expect(poll?.definition_en.fields.map((field) => field.poll_field_type)).toContain('radio');
    const news = await acfOf(
      db,
      "SELECT id, acf FROM posts WHERE language = 'fr' AND acf->'gform' IS NOT NULL AND acf->'gform' <> 'null' LIMIT 1",
    );
    expect(news.gform?.gform).toBe(poll?.id);
  });

  it('words each form in both languages with the same field ids, types and choice values', () => {
    for (const form of forms.values()) {
      const shape = (definition: FormRow['definition_en']) =>
        definition.fields.map((field) => [
          field.id,
          field.type,
          field.choices?.map((choice) => choice.value),
        ]);
      expect(shape(form.definition_fr)).toEqual(shape(form.definition_en));
    }
  });
});

describe('the checks of forms.yaml', () => {
  let campus: SampleCampus;
  beforeAll(async () => {
    campus = await loadSampleCampus();
  });

  it('refuses duplicate ids, missing choices, a unique field on an anonymous form and an unknown gform', () => {
    const [first] = campus.forms;
    if (!first) throw new Error('no sample form');
    const broken: SampleCampus = {
      ...campus,
      forms: [
        {
          ...first,
          anonymous: true,
          fields: [
            { id: 1, type: 'radio', label: { fr: 'a', en: 'a' } },
            { id: 1, type: 'unique', label: { fr: 'b', en: 'b' } },
            { id: 2, type: 'text', label: { fr: 'c', en: 'c' }, defaultValue: HASHED_LOGIN_PLACEHOLDER },
          ],
        },
      ],
    };
    const problems = new Problems();
    checkForms(broken, problems);
    expect(problems.list.join('\n')).toMatch(/two fields have the id 1/);
    expect(problems.list.join('\n')).toMatch(/a radio field needs choices/);
    expect(problems.list.join('\n')).toMatch(/anonymous form knows no person/);
    expect(problems.list.join('\n')).toMatch(/hashed login goes in a hidden field/);
    expect(problems.list.join('\n')).toMatch(/gform .* is not a form of forms.yaml/);
  });
});
