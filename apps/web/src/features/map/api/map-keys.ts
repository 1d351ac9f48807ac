/** Query keys of the campus map. */
export const mapKeys = {
  all: ['map'] as const,
  categories: () => [...mapKeys.all, 'categories'] as const,
};
