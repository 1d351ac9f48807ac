/**
 * The per-field messages of a refused submission (spec §5: the server returns them, shown under each field),
 * in the person's language. A form author's own errorMessage for a field wins, as in Gravity Forms.
 */
import type { FieldProblem, FormField } from '@campus/domain/forms';
import type { Language } from '@campus/domain/locale';

const MESSAGES: Readonly<Record<Language, Readonly<Record<FieldProblem, string>>>> = {
  en: {
    required: 'This field is required.',
    too_long: 'This field takes at most {max} characters.',
    invalid_email: 'Please enter a valid e-mail address.',
    invalid_phone: 'Please enter a valid phone number.',
    invalid_choice: 'Please choose one of the answers offered.',
  },
  fr: {
    required: 'Ce champ est obligatoire.',
    too_long: 'Ce champ accepte au plus {max} caractères.',
    invalid_email: 'Veuillez saisir une adresse e-mail valide.',
    invalid_phone: 'Veuillez saisir un numéro de téléphone valide.',
    invalid_choice: 'Veuillez choisir l’une des réponses proposées.',
  },
};

export function fieldMessage(field: FormField, problem: FieldProblem, language: Language): string {
  if (field.errorMessage.trim() !== '') return field.errorMessage;
  return MESSAGES[language][problem].replace('{max}', String(field.maxLength));
}
