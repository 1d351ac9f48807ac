import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { saveBlob } from '../../../lib/save-file.ts';

/**
 * GET /staff/forms/{id}/entries.csv through the authenticated client (a plain link would carry no
 * token), saved as a real download.
 */
export async function downloadStaffFormCsv(api: ApiClient, id: number): Promise<void> {
  const response = await callEndpoint(api, 'GET /portal/v1/staff/forms/{id}/entries.csv', {
    params: { id },
  });
  saveBlob(new Blob([response.data], { type: 'text/csv;charset=utf-8' }), `form-${String(id)}-entries.csv`);
}

export function useDownloadStaffFormCsv() {
  const api = useApiClient();
  return useMutation({ mutationFn: (id: number) => downloadStaffFormCsv(api, id) });
}
