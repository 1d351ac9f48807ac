import type { Language } from '@campus/domain/locale';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

/**
 * GET /portal/v1/event-calendar/{id} (issue #19, "Add to calendar"): the event as an iCalendar file. It
 * is fetched with the person's token (the event may be visible to their house only), then saved.
 */
export async function getEventCalendar(api: ApiClient, eventId: number, language: Language): Promise<Blob> {
  const response = await callEndpoint(api, 'GET /portal/v1/event-calendar/{id}', {
    params: { id: eventId },
    query: { wpml_language: language },
  });
  // In production the answer is not checked against the declaration: a proxy's JSON or HTML error page
  // must not be saved as the calendar.
  const data: unknown = response.data;
  if (typeof data !== 'string')
    throw new Error(`GET /portal/v1/event-calendar/${String(eventId)} did not answer a calendar`);
  return new Blob([data], { type: 'text/calendar' });
}
