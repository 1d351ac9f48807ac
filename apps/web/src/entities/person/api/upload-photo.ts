import type { ApiEndpointKey } from '@campus/domain/api-contract';
import { endpointPath } from '@campus/domain/endpoint';
import type { UploadedPhoto } from '@campus/domain/photo';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { expectShape } from '../../../lib/api/expect-shape.ts';
import { profileSchemas } from './profile-schemas.ts';

const UPLOAD = 'POST /wp/v2/media' satisfies ApiEndpointKey;

/**
 * Uploads a scaled photo (POST /wp/v2/media); acf.photo is then set to its source_url. The body is the raw
 * image, which callEndpoint's typed bodies do not take: the path comes from the declaration's key, the
 * answer is checked against its shape here.
 */
export async function uploadPhoto(api: ApiClient, photo: Blob): Promise<UploadedPhoto> {
  const response = await api.request(endpointPath(UPLOAD), { method: 'POST', body: photo });
  return expectShape(profileSchemas.uploadedPhoto, response.data, UPLOAD);
}
