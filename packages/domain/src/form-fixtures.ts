import type { FormField } from './forms.ts';

/**
 * A form field with every property at its Gravity Forms default but the ones a test names: the domain's rule
 * tests, the server's form routes tests and the web's form fixtures all build their fields from it, so a
 * property added to FormFieldSchema is given its default in one place.
 */
export function testFormField(
  id: number,
  type: string,
  label: string,
  extra: Partial<FormField> = {},
): FormField {
  return {
    id,
    formId: 1,
    type,
    label,
    description: '',
    cssClass: '',
    isRequired: false,
    placeholder: '',
    visibility: 'visible',
    choices: null,
    inputs: null,
    maxLength: 0,
    defaultValue: '',
    poll_field_type: null,
    errorMessage: '',
    ...extra,
  };
}
