import { QueryClient } from '@tanstack/react-query';

/**
 * The portal's server-state cache (ADR 0009). The HTTP adapters already retry reads, so the
 * cache does not; a list stays fresh for a minute and is not refetched on window focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
