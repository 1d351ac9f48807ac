import type { InvoiceFile } from '@campus/domain/invoice';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { expectShape } from '../../../lib/api/expect-shape.ts';
import { servicesKeys } from './services-keys.ts';
import { servicesSchemas } from './services-schemas.ts';

/** GET /wp/v2/file/{id} (§7): one document of the person's invoices, base64 ('' when it has no content). */
export async function getInvoiceFile(api: ApiClient, id: number, signal?: AbortSignal): Promise<InvoiceFile> {
  const path = `/wp/v2/file/${String(id)}`;
  const response = await api.request(path, { signal });
  return expectShape(servicesSchemas.invoiceFile, response.data, path);
}

/** Never kept: a document is fetched for one download, and its bytes should not stay in memory after. */
export const invoiceFileQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: servicesKeys.invoiceFile(id),
    queryFn: ({ signal }) => getInvoiceFile(api, id, signal),
    staleTime: 0,
    gcTime: 0,
  });

/**
 * A download is an action, not screen state: a mutation-shaped hook (pending and error per click) over
 * the GET; nothing is invalidated.
 */
export function useInvoiceFile() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: number) => queryClient.query(invoiceFileQuery(api, id)) });
}
