import { EVENT_CALENDAR_PATH } from '@campus/domain/calendar';
import type { Language } from '@campus/domain/locale';
import type { ApiClient } from '../../../lib/api/api-client.ts';

/**
 * GET /portal/v1/event-calendar/{id} (issue #19, "Add to calendar"): the event as an iCalendar file. It
 * is fetched with the person's token (the event may be visible to their house only), then saved.
 */
export async function getEventCalendar(api: ApiClient, eventId: number, language: Language): Promise<Blob> {
  const path = `${EVENT_CALENDAR_PATH}/${String(eventId)}`;
  const response = await api.request<unknown>(path, { query: { wpml_language: language } });
  if (typeof response.data !== 'string') throw new Error(`${path} did not answer a calendar`);
  return new Blob([response.data], { type: 'text/calendar' });
}
