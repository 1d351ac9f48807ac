import type { StaffMedia } from '@campus/domain/staff';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

/** POST /staff/media with the image file as the body; the server re-encodes it without metadata. */
export async function uploadStaffMedia(api: ApiClient, file: Blob): Promise<StaffMedia> {
  const response = await callEndpoint(api, 'POST /portal/v1/staff/media', { body: file });
  return response.data;
}

export function useUploadStaffMedia() {
  const api = useApiClient();
  return useMutation({ mutationFn: (file: Blob) => uploadStaffMedia(api, file) });
}
