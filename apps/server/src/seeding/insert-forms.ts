/**
 * Inserts the embedded forms of forms.yaml (issue #15): one row per form with its definition in each
 * language, as GET /gf/v2/forms/{id} answers it (field ids, types and choice values the same in both).
 */
import type { FormField, GravityForm } from '@campus/domain/forms';
import type { Language } from '@campus/domain/locale';
import type { Queryable } from '../db/db.ts';
import type { SampleCampus } from './load-sample-campus.ts';
import type { FormFieldSeed, FormsSeed } from './seed-file-schemas.ts';

type FormSeed = FormsSeed[number];

function fieldOf(field: FormFieldSeed, language: Language): Omit<FormField, 'formId'> {
  const choices =
    field.choices?.map((choice) => ({
      text: choice.text[language],
      value: choice.value,
      isSelected: choice.selected === true,
    })) ?? null;
  return {
    id: field.id,
    type: field.type,
    label: field.label[language],
    description: field.description?.[language] ?? '',
    cssClass: '',
    isRequired: field.required === true,
    placeholder: field.placeholder?.[language] ?? '',
    visibility: field.type === 'hidden' || field.type === 'unique' ? 'hidden' : 'visible',
    choices,
    // Checkbox inputs are named {field}.{n}, one per choice (§7 input_{id}_{n}).
    inputs:
      field.type === 'checkbox' || field.pollType === 'checkbox'
        ? (choices ?? []).map((choice, index) => ({
            id: `${String(field.id)}.${String(index + 1)}`,
            label: choice.text,
          }))
        : null,
    maxLength: field.maxLength ?? 0,
    defaultValue: field.defaultValue ?? '',
    poll_field_type: field.pollType ?? null,
    errorMessage: '',
  };
}

function definitionOf(form: FormSeed, language: Language): Omit<GravityForm, 'id' | 'anonymous'> {
  return {
    title: form.title[language],
    description: form.description?.[language] ?? '',
    confirmations:
      form.confirmation === undefined
        ? {}
        : {
            default: {
              id: 'default',
              name: 'Default Confirmation',
              isDefault: true,
              type: 'message',
              message: form.confirmation[language],
            },
          },
    fields: form.fields.map((field) => ({ ...fieldOf(field, language), formId: 0 })),
    button: { text: form.button[language] },
  };
}

export async function insertForms(tx: Queryable, campus: SampleCampus): Promise<void> {
  for (const form of campus.forms) {
    await tx.query(
      `INSERT INTO gravity_forms (key, anonymous, definition_fr, definition_en)
       VALUES ($1, $2, $3::jsonb, $4::jsonb)`,
      [
        form.key,
        form.anonymous === true,
        JSON.stringify(definitionOf(form, 'fr')),
        JSON.stringify(definitionOf(form, 'en')),
      ],
    );
  }
}

/** acf.gform of a content item naming a form of forms.yaml by key (null without one). */
export async function gformAcf(
  tx: Queryable,
  key: string | undefined,
  file: string,
): Promise<{ gform: number; gform_activation: boolean } | null> {
  if (key === undefined) return null;
  const [row] = await tx.query<{ id: number }>('SELECT id FROM gravity_forms WHERE key = $1', [key]);
  if (!row) throw new Error(`${file} refers to unknown form "${key}"`);
  return { gform: row.id, gform_activation: true };
}
