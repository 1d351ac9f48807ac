/** The resident's maintenance screens (issue #32); notifications link to `/maintenance/{id}`. */
export const MAINTENANCE_PATHS = {
  list: '/maintenance',
  report: '/maintenance/new',
  request: (id: number) => `/maintenance/${String(id)}`,
} as const;
