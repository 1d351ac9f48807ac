import type { UploadedPhoto } from '@campus/domain/photo';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

/** Uploads a scaled photo, the raw image as the body (POST /wp/v2/media); acf.photo is then set to its source_url. */
export async function uploadPhoto(api: ApiClient, photo: Blob): Promise<UploadedPhoto> {
  const response = await callEndpoint(api, 'POST /wp/v2/media', { body: photo });
  return response.data;
}
