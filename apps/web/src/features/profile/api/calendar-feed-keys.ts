/** The person's calendar feed (issue #19): its query key. */
export const calendarFeedKey = ['profile', 'calendar-feed'] as const;
