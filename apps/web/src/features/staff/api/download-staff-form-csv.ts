import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { saveBlob } from '../../../lib/save-file.ts';
import { STAFF_API_PATH } from '../../../lib/staff/api/staff-api-path.ts';

/**
 * GET /staff/forms/{id}/entries.csv through the authenticated client (a plain link would carry no
 * token), saved as a real download.
 */
export async function downloadStaffFormCsv(api: ApiClient, id: number): Promise<void> {
  const response = await api.request<unknown>(`${STAFF_API_PATH}/forms/${String(id)}/entries.csv`);
  const text = typeof response.data === 'string' ? response.data : JSON.stringify(response.data);
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), `form-${String(id)}-entries.csv`);
}

export function useDownloadStaffFormCsv() {
  const api = useApiClient();
  return useMutation({ mutationFn: (id: number) => downloadStaffFormCsv(api, id) });
}
