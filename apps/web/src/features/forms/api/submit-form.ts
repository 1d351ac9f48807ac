import { hasHashedLoginPlaceholder, type FormSubmissionAnswer } from '@campus/domain/forms';
import type { Language } from '@campus/domain/locale';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { formsKeys } from './forms-keys.ts';

export interface FormSubmission {
  formId: number;
  inputs: Readonly<Record<string, string>>;
}

/**
 * POST /gf/v2/forms/{id}/submissions (§7): the inputs, the language, and the hash flag when a value holds
 * the hashed-login placeholder (§5; the server puts the hash in). A 400 with is_valid is a normal answer.
 */
export async function submitForm(
  api: ApiClient,
  { formId, inputs }: FormSubmission,
  language: Language,
): Promise<FormSubmissionAnswer> {
  const hashed = Object.values(inputs).some(hasHashedLoginPlaceholder);
  try {
    const response = await callEndpoint(api, 'POST /gf/v2/forms/{id}/submissions', {
      params: { id: formId },
      query: { language, ...(hashed && { hashed_login: true }) },
      body: inputs,
    });
    return response.data;
  } catch (error) {
    if (isApiError(error) && error.status === 400 && isSubmissionAnswer(error.body)) return error.body;
    throw error;
  }
}

function isSubmissionAnswer(body: unknown): body is FormSubmissionAnswer {
  return typeof body === 'object' && body !== null && 'is_valid' in body && 'validation_messages' in body;
}

/**
 * The submission, after which the form is read again (every language): a form that takes one answer each
 * then comes back with the person's answer (or, refused as already answered, with their earlier one).
 */
export function useSubmitForm() {
  const api = useApiClient();
  const language = useContentLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: FormSubmission) => submitForm(api, submission, language),
    // Not awaited: the screen shows the answer's result at once, the form's new state when it comes.
    onSuccess: (_answer, { formId }) => {
      void queryClient.invalidateQueries({ queryKey: formsKeys.formInEveryLanguage(formId) });
    },
  });
}
