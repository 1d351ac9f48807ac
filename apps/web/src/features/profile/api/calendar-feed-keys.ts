import { CalendarFeedSchema, type CalendarFeed } from '@campus/domain/calendar';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/** The person's calendar feed (issue #19): its query key and wire shape. */
export const calendarFeedKey = ['profile', 'calendar-feed'] as const;
export const calendarFeedShape: WireShape<CalendarFeed> = {
  schema: import.meta.env.DEV ? CalendarFeedSchema : null,
};
