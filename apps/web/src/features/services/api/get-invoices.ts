import type { Invoice } from '@campus/domain/invoice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE_PATH, type ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { expectListAnswer } from '../../../lib/api/call-endpoint.ts';
import { servicesKeys } from './services-keys.ts';

/**
 * The API path (under /wp-json) of a person's invoice url, or null when the url is not the portal's own
 * API: the request carries the person's tokens, so it must never leave for another origin.
 */
export function invoicesApiPath(invoiceUrl: string, portalOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(invoiceUrl, portalOrigin);
  } catch {
    return null;
  }
  if (url.origin !== portalOrigin || !url.pathname.startsWith(`${API_BASE_PATH}/`)) return null;
  return `${url.pathname.slice(API_BASE_PATH.length)}${url.search}`;
}

/**
 * GET {user.invoice_url} (§7): the person's invoices. The path is the server's, not the contract's, but the
 * answer is that of GET /portal/v1/invoices. The server answers 404 rest_no_invoices for someone without a
 * billing account, which is 'No invoice' to them, not an error.
 */
export async function getInvoices(
  api: ApiClient,
  invoiceUrl: string,
  portalOrigin: string,
  signal?: AbortSignal,
): Promise<Invoice[]> {
  const path = invoicesApiPath(invoiceUrl, portalOrigin);
  if (path === null) throw new Error(`the invoice url ${invoiceUrl} is not on the portal's origin`);
  try {
    const response = await api.request(path, { signal });
    return expectListAnswer('GET /portal/v1/invoices', response.data);
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.code === 'rest_no_invoices') return [];
    throw error;
  }
}

export const invoicesQuery = (api: ApiClient, invoiceUrl: string, portalOrigin: string) =>
  queryOptions({
    queryKey: servicesKeys.invoices(invoiceUrl),
    queryFn: ({ signal }) => getInvoices(api, invoiceUrl, portalOrigin, signal),
  });

export function useInvoices(invoiceUrl: string) {
  return useQuery(invoicesQuery(useApiClient(), invoiceUrl, window.location.origin));
}
