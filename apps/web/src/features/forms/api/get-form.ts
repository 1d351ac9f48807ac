import type { GravityForm } from '@campus/domain/forms';
import type { Language } from '@campus/domain/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { formsKeys } from './forms-keys.ts';

/** GET /gf/v2/forms/{id} (§7): the form's definition in the content language. */
export async function getForm(
  api: ApiClient,
  id: number,
  language: Language,
  signal?: AbortSignal,
): Promise<GravityForm> {
  const response = await callEndpoint(api, 'GET /gf/v2/forms/{id}', {
    params: { id },
    query: { language },
    signal,
  });
  return response.data;
}

export const formQuery = (api: ApiClient, id: number, language: Language) =>
  queryOptions({
    queryKey: formsKeys.form(id, language),
    queryFn: ({ signal }) => getForm(api, id, language, signal),
    // A form changes when the campus edits it, not while a person fills it in.
    staleTime: 10 * 60_000,
  });

export function useForm(id: number) {
  return useQuery(formQuery(useApiClient(), id, useContentLanguage()));
}
