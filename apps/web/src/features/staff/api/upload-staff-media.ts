import { type StaffMedia } from '@campus/domain/staff';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { expectShape } from '../../../lib/api/expect-shape.ts';
import { staffSchemas } from './staff-schemas.ts';
import { STAFF_API_PATH } from '../../../lib/staff/api/staff-api-path.ts';

const path = `${STAFF_API_PATH}/media`;

/** POST /staff/media with the image file as the body; the server re-encodes it without metadata. */
export async function uploadStaffMedia(api: ApiClient, file: Blob): Promise<StaffMedia> {
  const response = await api.request(path, { method: 'POST', body: file });
  return expectShape(staffSchemas.media, response.data, path);
}

export function useUploadStaffMedia() {
  const api = useApiClient();
  return useMutation({ mutationFn: (file: Blob) => uploadStaffMedia(api, file) });
}
