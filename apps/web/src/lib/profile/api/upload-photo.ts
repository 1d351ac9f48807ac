import { PHOTO_UPLOAD_PATH, type UploadedPhoto } from '@campus/domain/photo';
import type { ApiClient } from '../../api/api-client.ts';
import { expectShape } from '../../api/expect-shape.ts';
import { profileSchemas } from './profile-schemas.ts';

/** Uploads a scaled photo (POST /wp/v2/media); acf.photo is then set to its source_url. */
export async function uploadPhoto(api: ApiClient, photo: Blob): Promise<UploadedPhoto> {
  const response = await api.request(PHOTO_UPLOAD_PATH, { method: 'POST', body: photo });
  return expectShape(profileSchemas.uploadedPhoto, response.data, PHOTO_UPLOAD_PATH);
}
