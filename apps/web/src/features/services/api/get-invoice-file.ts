import type { InvoiceFile } from '@campus/domain/invoice';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { servicesKeys } from './services-keys.ts';

/** GET /wp/v2/file/{id} (§7): one document of the person's invoices, base64 ('' when it has no content). */
export async function getInvoiceFile(api: ApiClient, id: number, signal?: AbortSignal): Promise<InvoiceFile> {
  const response = await callEndpoint(api, 'GET /wp/v2/file/{id}', { params: { id }, signal });
  return response.data;
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
