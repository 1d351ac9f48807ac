/** Query keys of the person's sessions (Settings); ending one invalidates by these. */
export const sessionsKeys = {
  all: ['sessions'] as const,
};
