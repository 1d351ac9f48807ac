import type { MaintenanceQueueFilter } from '@campus/domain/maintenance';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../../lib/api/call-endpoint.ts';
import { saveBlob } from '../../../../lib/save-file.ts';

/**
 * GET /staff/maintenance-requests.csv with the queue's filters, through the authenticated client (a plain
 * link would carry no token), saved as a real download.
 */
export async function downloadMaintenanceCsv(api: ApiClient, filter: MaintenanceQueueFilter): Promise<void> {
  const response = await callEndpoint(api, 'GET /portal/v1/staff/maintenance-requests.csv', {
    query: filter,
  });
  saveBlob(new Blob([response.data], { type: 'text/csv;charset=utf-8' }), 'maintenance-requests.csv');
}

export function useDownloadMaintenanceCsv() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (filter: MaintenanceQueueFilter) => downloadMaintenanceCsv(api, filter),
  });
}
