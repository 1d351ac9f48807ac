import type { GravityForm } from '@campus/domain/forms';
import type { Language } from '@campus/domain/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { expectShape } from '../../../lib/api/expect-shape.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { formsKeys } from './forms-keys.ts';
import { formsSchemas } from './forms-schemas.ts';

const pathOf = (id: number) => `/gf/v2/forms/${String(id)}`;

/** GET /gf/v2/forms/{id} (§7): the form's definition in the content language. */
export async function getForm(
  api: ApiClient,
  id: number,
  language: Language,
  signal?: AbortSignal,
): Promise<GravityForm> {
  const path = pathOf(id);
  const response = await api.request(path, { query: { language }, signal });
  return expectShape(formsSchemas.form, response.data, path);
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
