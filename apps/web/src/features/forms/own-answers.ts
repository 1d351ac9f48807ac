import { controlOf, inputKey, type GravityForm } from '@campus/domain/forms';

/** One answered field as the person reads it back: its label and what they chose or wrote. */
export interface OwnAnswer {
  fieldId: number;
  label: string;
  /** Choice texts (still with their '|' parts, drawn by ChoiceText) or the text typed. */
  answers: string[];
}

/**
 * The person's own submission (`inputs`, as the server kept them) read back against the form: each field
 * they answered, with the text of the choices they picked rather than the stored values. Hidden fields
 * (the hashed login, the one-per-person marker) and sections say nothing to the person and are left out.
 */
export function ownAnswers(form: Pick<GravityForm, 'fields'>, inputs: Readonly<Record<string, string>>) {
  return form.fields.flatMap((field): OwnAnswer[] => {
    const control = controlOf(field);
    if (control === null || control === 'section' || control === 'hidden') return [];
    const choices = field.choices ?? [];
    const textOf = (value: string) => choices.find((choice) => choice.value === value)?.text ?? value;
    const values =
      control === 'checkboxes'
        ? choices.flatMap((_, index) => inputs[inputKey(field.id, index + 1)] ?? [])
        : [inputs[inputKey(field.id)] ?? ''].filter((value) => value !== '');
    if (values.length === 0) return [];
    const answers =
      control === 'text' || control === 'email' || control === 'phone' || control === 'textarea'
        ? values
        : values.map(textOf);
    return [{ fieldId: field.id, label: field.label, answers }];
  });
}
