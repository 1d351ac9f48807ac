import { directoryEndpoints } from './directory-endpoints.ts';
import { housePageEndpoints } from './house-page-endpoints.ts';
import { newsEndpoints } from './news-endpoints.ts';
import { notificationEndpoints } from './notification-endpoints.ts';
import { pageEndpoints } from './page-endpoints.ts';
import { placeEndpoints } from './place-endpoints.ts';
import { relationEndpoints } from './relation-endpoints.ts';
import { searchEndpoints } from './search-endpoints.ts';
import { taxonomyEndpoints } from './taxonomy-endpoints.ts';

/**
 * Every endpoint declared in the contract (domain/src/endpoint.ts), by key. Areas move here one by one; the
 * routes not yet declared keep their schemas in their route files.
 */
export const apiContract = {
  ...directoryEndpoints,
  ...relationEndpoints,
  ...notificationEndpoints,
  ...newsEndpoints,
  ...pageEndpoints,
  ...housePageEndpoints,
  ...placeEndpoints,
  ...taxonomyEndpoints,
  ...searchEndpoints,
};
export type ApiContract = typeof apiContract;
export type ApiEndpointKey = keyof ApiContract;
