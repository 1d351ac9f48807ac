/** The paths of the house pages (spec §2.6), shared by the features that link to them. */
export const HOUSE_PATHS = {
  hub: '/house',
  about: '/house/about',
  services: '/house/services',
  news: '/house/news',
  events: '/house/events',
} as const;
