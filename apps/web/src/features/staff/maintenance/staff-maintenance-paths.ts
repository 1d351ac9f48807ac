/** The team's maintenance screens in the staff console (issue #32). */
export const STAFF_MAINTENANCE_PATHS = {
  queue: '/staff/maintenance',
  figures: '/staff/maintenance/figures',
  request: (id: number) => `/staff/maintenance/${String(id)}`,
};

/** What a queue's link hands the request page: the queue's filters, for the way back. */
export interface FromQueue {
  queueSearch: string;
}

export const isFromQueue = (state: unknown): state is FromQueue =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as Partial<FromQueue>).queueSearch === 'string';
