import { QueryClient } from '@tanstack/react-query';

/** Retries live in the API client (spec §7: 3, exponential); the cache must not retry on top of it. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
