import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

/**
 * Refused calls (4xx) are answers, not hiccups: only network and server failures of READS are retried,
 * once. A mutation is never retried by itself: an order is sent again only when the user asks, with its
 * idempotency key. networkMode 'always': offline, a call fails at once with "Keine Verbindung" instead of
 * waiting paused and going through later without the user knowing.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
