import { STAFF_PATH } from '@campus/domain/staff';
import { API_BASE_PATH } from '../../api/api-client.ts';

/** The staff calls' path for the API client, which adds /wp-json itself. */
export const STAFF_API_PATH = STAFF_PATH.startsWith(API_BASE_PATH)
  ? STAFF_PATH.slice(API_BASE_PATH.length)
  : STAFF_PATH;
