import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

/** Refused calls (4xx) are answers, not hiccups: only network and server failures are retried, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
