import { calendarEndpoints } from './calendar-endpoints.ts';
import { checklistEndpoints } from './checklist-endpoints.ts';
import { contactEntryEndpoints } from './contact-entry-endpoints.ts';
import { discoveryEndpoints } from './discovery-endpoints.ts';
import { directoryEndpoints } from './directory-endpoints.ts';
import { formEndpoints } from './form-endpoints.ts';
import { housePageEndpoints } from './house-page-endpoints.ts';
import { identityQrEndpoints } from './identity-qr-endpoints.ts';
import { invoiceEndpoints } from './invoice-endpoints.ts';
import { maintenanceEndpoints } from './maintenance-endpoints.ts';
import { newsEndpoints } from './news-endpoints.ts';
import { notificationEndpoints } from './notification-endpoints.ts';
import { pageEndpoints } from './page-endpoints.ts';
import { photoEndpoints } from './photo-endpoints.ts';
import { placeEndpoints } from './place-endpoints.ts';
import { profileEndpoints } from './profile-endpoints.ts';
import { relationEndpoints } from './relation-endpoints.ts';
import { searchEndpoints } from './search-endpoints.ts';
import { sessionEndpoints } from './session-endpoints.ts';
import { staffAuditEndpoints } from './staff-audit-endpoints.ts';
import { staffFormEndpoints } from './staff-form-endpoints.ts';
import { staffGrantEndpoints } from './staff-grant-endpoints.ts';
import { staffItemEndpoints } from './staff-item-endpoints.ts';
import { staffMaintenanceEndpoints } from './staff-maintenance-endpoints.ts';
import { staffMediaEndpoints } from './staff-media-endpoints.ts';
import { staffPreviewEndpoints } from './staff-preview-endpoints.ts';
import { staffNotificationEndpoints } from './staff-notification-endpoints.ts';
import { taxonomyEndpoints } from './taxonomy-endpoints.ts';
import { userEndpoints } from './user-endpoints.ts';

/**
 * Every endpoint of the API (below /wp-json) declared in the contract (domain/src/endpoint.ts), by key. The
 * few at the site's root (health, the web app's configuration) are in domain/src/site-endpoints.ts.
 */
export const apiContract = {
  ...discoveryEndpoints,
  ...directoryEndpoints,
  ...relationEndpoints,
  ...notificationEndpoints,
  ...newsEndpoints,
  ...pageEndpoints,
  ...housePageEndpoints,
  ...placeEndpoints,
  ...taxonomyEndpoints,
  ...searchEndpoints,
  ...sessionEndpoints,
  ...checklistEndpoints,
  ...identityQrEndpoints,
  ...invoiceEndpoints,
  ...calendarEndpoints,
  ...userEndpoints,
  ...profileEndpoints,
  ...formEndpoints,
  ...contactEntryEndpoints,
  ...photoEndpoints,
  ...maintenanceEndpoints,
  ...staffGrantEndpoints,
  ...staffItemEndpoints,
  ...staffMediaEndpoints,
  ...staffPreviewEndpoints,
  ...staffNotificationEndpoints,
  ...staffFormEndpoints,
  ...staffAuditEndpoints,
  ...staffMaintenanceEndpoints,
};
export type ApiContract = typeof apiContract;
export type ApiEndpointKey = keyof ApiContract;
